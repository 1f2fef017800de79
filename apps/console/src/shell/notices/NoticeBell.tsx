import type { SysAnnouncement } from "@kanya/client";
import { Badge } from "@kanya/ui/badge";
import { Button } from "@kanya/ui/button";
import { BellIcon } from "@kanya/ui/icons";
import { Popover } from "@kanya/ui/popover";
import { Tabs } from "@kanya/ui/tabs";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useText } from "../../locale";
import { useApi } from "../../providers";
import { AnnouncementModal } from "./AnnouncementModal";
import { useNotices } from "./use-notices";

/** Where the bell's 查看更多 leads: the user's announcements and messages. */
export const USER_ANNOUNCEMENT_PATH = "/isps/userAnnouncement";
/** Spec §9: the notice popover is 300 px wide. */
const POPOVER_WIDTH = 300;

/**
 * The notice bell: unread counts on the bell, the unread 通知 and 系统消息 in a popover; opening one
 * marks it read, reloads the counts and shows it in the 通知消息 modal.
 */
export function NoticeBell() {
  const t = useText();
  const api = useApi();
  const navigate = useNavigate();
  const { data, reload } = useNotices();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<SysAnnouncement>();
  const total = (data?.anntMsgTotal ?? 0) + (data?.sysMsgTotal ?? 0);

  const read = (announcement: SysAnnouncement) => {
    setOpen(false);
    setShown(announcement);
    api.sys.announcement
      .markRead(announcement.id)
      .then(reload)
      .catch(() => undefined);
  };

  const list = (items: readonly SysAnnouncement[] | undefined) =>
    items && items.length > 0 ? (
      <ul className="max-h-80 overflow-y-auto">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => read(item)}
              className="block w-full rounded-control px-2 py-2 text-left outline-none hover:bg-fill-hover focus-visible:outline-2 focus-visible:outline-primary-focus"
            >
              <span className="block truncate text-fg">{item.titile}</span>
              <span className="block text-[12px] text-fg-secondary">
                {item.sender} · {item.sendTime}
              </span>
            </button>
          </li>
        ))}
      </ul>
    ) : (
      <p className="py-6 text-center text-fg-secondary">{t("notice.none")}</p>
    );

  const content = (
    <div style={{ width: POPOVER_WIDTH }}>
      <Tabs
        aria-label={t("notice.bell")}
        items={[
          {
            key: "annt",
            label: t("notice.announcements", { count: data?.anntMsgTotal ?? 0 }),
            children: list(data?.anntMsgList),
          },
          {
            key: "sys",
            label: t("notice.messages", { count: data?.sysMsgTotal ?? 0 }),
            children: list(data?.sysMsgList),
          },
        ]}
      />
      <div className="mt-2 border-t border-border-secondary pt-2 text-center">
        <Button
          variant="link"
          onClick={() => {
            setOpen(false);
            navigate(USER_ANNOUNCEMENT_PATH);
          }}
        >
          {t("notice.more")}
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        aria-label={t("notice.bell")}
        placement="bottom-end"
        open={open}
        onOpenChange={setOpen}
      >
        <Button variant="text" aria-label={t("notice.bellWithCount", { count: total })}>
          <Badge count={total}>
            <BellIcon className="size-4" />
          </Badge>
        </Button>
      </Popover>
      <AnnouncementModal announcement={shown} onClose={() => setShown(undefined)} />
    </>
  );
}
