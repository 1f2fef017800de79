import type { DataRow } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useState } from "react";
import type { ListPageParts } from "../../../list";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";
import { AnnouncementPreview } from "./announcement-preview";

/** `sendStatus`: a draft, released, revoked (dictionary send_status). */
const DRAFT = "0";
const RELEASED = "1";
const RELEASE_CODE = "system:announcement:release";
const REVOKE_CODE = "system:announcement:revoke";

/** Only a draft is edited; a released or revoked announcement is only viewed. */
export const isDraft = (row: DataRow) => String(row.sendStatus ?? DRAFT) === DRAFT;

/** 系统通告's own parts: 发布 (a draft) and 撤销 (a released one), each after a confirm, and 查看. */
export function useAnnouncementParts(reload: () => void): ListPageParts {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const [shown, setShown] = useState<DataRow>();

  const act = (title: string, run: () => Promise<{ success: boolean; message: string }>) =>
    Modal.confirm({
      title,
      onOk: async () => {
        const response = await run();
        if (!response.success) return void message.warning(response.message);
        message.success(response.message);
        reload();
      },
    });

  return {
    rowActions: (row) => {
      const id = String(row.id);
      const status = String(row.sendStatus ?? DRAFT);
      return [
        ...(status === DRAFT && access.can(RELEASE_CODE)
          ? [
              {
                key: "release",
                label: t("announcements.release"),
                onSelect: () =>
                  act(t("announcements.releaseConfirm"), () => api.sys.announcement.release(id)),
              },
            ]
          : []),
        ...(status === RELEASED && access.can(REVOKE_CODE)
          ? [
              {
                key: "revoke",
                label: t("announcements.revoke"),
                onSelect: () => act(t("announcements.revokeConfirm"), () => api.sys.announcement.revoke(id)),
              },
            ]
          : []),
        { key: "view", label: t("announcements.view"), onSelect: () => setShown(row) },
      ];
    },
    dialogs: shown && <AnnouncementPreview announcement={shown} onClose={() => setShown(undefined)} />,
  };
}
