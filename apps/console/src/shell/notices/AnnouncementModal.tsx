import type { SysAnnouncement } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { Modal } from "@kanya/ui/modal";
import { useNavigate } from "react-router";
import { useText } from "../../locale";
import { sanitizeHtml } from "./sanitize-html";

/** What the modal shows; a bell item and a row of the announcements page both have it. */
export type AnnouncementView = Pick<
  SysAnnouncement,
  "titile" | "sender" | "sendTime" | "msgContent" | "openType" | "openPage"
>;

/**
 * 通知消息 (spec §2): title, 发布人, 发布时间 and the sanitized HTML body; 关闭, and 去处理 when the
 * announcement opens a page (openType url). 60 % of the window wide, or full width with the header's toggle.
 */
export function AnnouncementModal({
  announcement,
  onClose,
}: {
  announcement: AnnouncementView | undefined;
  onClose: () => void;
}) {
  const t = useText();
  const navigate = useNavigate();
  const opensPage = announcement?.openType === "url" && Boolean(announcement.openPage);
  const handle = () => {
    onClose();
    if (announcement?.openPage) navigate(announcement.openPage);
  };

  return (
    <Modal
      title={t("notice.modalTitle")}
      open={announcement !== undefined}
      onOpenChange={(open) => !open && onClose()}
      width="60%"
      bodyClassName="max-h-[80vh] overflow-auto"
      footer={
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t("notice.close")}</Button>
          {opensPage && (
            <Button variant="primary" onClick={handle}>
              {t("notice.handle")}
            </Button>
          )}
        </div>
      }
    >
      {announcement && (
        <article>
          <h3 className="text-center text-[18px] font-semibold text-fg">{announcement.titile}</h3>
          <p className="mt-2 flex flex-wrap justify-center gap-x-6 text-fg-secondary">
            <span>
              {t("notice.sender")}：{announcement.sender}
            </span>
            <span>
              {t("notice.sendTime")}：{announcement.sendTime}
            </span>
          </p>
          <hr className="my-4 border-border-secondary" />
          {/* Sanitized just above: the server's allow-list, then DOMPurify again. */}
          <div
            className="announcement-body break-words text-fg"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml (DOMPurify)
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(announcement.msgContent) }}
          />
        </article>
      )}
    </Modal>
  );
}
