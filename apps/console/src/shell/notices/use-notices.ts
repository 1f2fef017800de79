import type { AnnouncementsByUser } from "@kanya/client";
import { useCallback, useEffect, useState } from "react";
import { config } from "../../config";
import { useApi, useSession, useSessionUser } from "../../providers";
import { noticeSocketUrl, openNoticeSocket } from "./notice-socket";

/** Spec §4, §9: notices also reload every 6 s. */
export const NOTICE_POLL_MS = 6_000;

export interface Notices {
  data: AnnouncementsByUser | undefined;
  /** Loads the unread lists and counts again (after reading one, or when told something changed). */
  reload: () => void;
}

/**
 * The signed-in user's unread announcements and messages (`listByUser`): loaded now, every 6 s, and
 * whenever the notice socket says something arrived.
 */
export function useNotices(): Notices {
  const api = useApi();
  const session = useSession();
  const user = useSessionUser();
  const [data, setData] = useState<AnnouncementsByUser>();

  const reload = useCallback(() => {
    api.sys.announcement
      .listByUser()
      .then((response) => {
        if (response.success) setData(response.result);
      })
      // The bell is secondary: a failed poll keeps the last lists and the next one tries again.
      .catch(() => undefined);
  }, [api]);

  useEffect(() => {
    reload();
    const timer = setInterval(reload, NOTICE_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const userId = user?.id;
  useEffect(() => {
    const token = session.getToken();
    if (!userId || !token || typeof WebSocket === "undefined") return;
    return openNoticeSocket({ url: noticeSocketUrl(config.apiBase, userId), token, onNotice: reload });
  }, [userId, session, reload]);

  return { data, reload };
}
