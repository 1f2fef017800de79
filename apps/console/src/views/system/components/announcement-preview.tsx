import { Button } from "@kanya/ui/button";
import { HtmlView } from "@kanya/ui/content-view";
import type { DataRow } from "@kanya/ui/data-table";
import { Modal } from "@kanya/ui/modal";
import { useText } from "../../../locale";

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** 查看: an announcement as its readers will see it — title, sender and time, abstract, the sanitized body. */
export function AnnouncementPreview({
  announcement,
  onClose,
}: {
  announcement: DataRow;
  onClose: () => void;
}) {
  const t = useText();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("announcements.previewTitle")}
      width="60%"
      bodyClassName="max-h-[80vh] overflow-auto"
      footer={<Button onClick={onClose}>{t("list.close")}</Button>}
    >
      <article>
        <h3 className="text-center text-[18px] font-semibold text-fg">{text(announcement.titile)}</h3>
        <p className="mt-2 flex flex-wrap justify-center gap-x-6 text-fg-secondary">
          <span>
            {t("notice.sender")}：{text(announcement.sender)}
          </span>
          <span>
            {t("notice.sendTime")}：{text(announcement.sendTime)}
          </span>
          <span>{text(announcement.sendStatus_dictText)}</span>
        </p>
        {announcement.msgAbstract ? (
          <p className="mt-2 text-fg-secondary">{text(announcement.msgAbstract)}</p>
        ) : null}
        <hr className="my-4 border-border-secondary" />
        <HtmlView html={text(announcement.msgContent)} />
      </article>
    </Modal>
  );
}
