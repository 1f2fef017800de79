import { Avatar } from "@kanya/ui/avatar";
import { Button } from "@kanya/ui/button";
import type { DataRow, DataTableColumn } from "@kanya/ui/data-table";
import { useState } from "react";
import { useNavigate } from "react-router";
import { config, staticFileUrl } from "../../../config";
import type { ListPageParts } from "../../../list";
import { useText } from "../../../locale";
import { useAccess } from "../../../providers";
import { UserPasswordModal } from "./UserPasswordModal";
import { USER_FROZEN, USER_NORMAL, useUserFreeze } from "./use-user-freeze";
import { USER_CODES } from "./user-codes";

/** The avatar as a thumbnail, and the departments' names (`orgCodeTxt`) after the phone. */
export function userColumns(columns: DataTableColumn[], departTitle: string): DataTableColumn[] {
  return columns.flatMap((column) => {
    if (column.key === "avatar") {
      return [
        {
          ...column,
          render: (value: unknown, row: DataRow) => (
            <Avatar
              size={32}
              name={String(row.realname ?? row.username ?? "")}
              {...(value ? { src: staticFileUrl(String(value), config) } : {})}
            />
          ),
        },
      ];
    }
    if (column.key === "phone") {
      return [
        column,
        { title: departTitle, dataIndex: "orgCodeTxt", key: "orgCodeTxt", width: 160, ellipsis: true },
      ];
    }
    return [column];
  });
}

/** 修改密码 and 冻结 / 解冻 of a row, the password dialog, and the toolbar's 回收站. */
export function useUserParts(reload: () => void): ListPageParts {
  const t = useText();
  const access = useAccess();
  const navigate = useNavigate();
  const freeze = useUserFreeze(reload);
  const [passwordOf, setPasswordOf] = useState<string>();
  return {
    rowActions: (row) => [
      ...(access.can(USER_CODES.changePassword)
        ? [
            {
              key: "password",
              label: t("user.changePassword"),
              onSelect: () => setPasswordOf(String(row.username)),
            },
          ]
        : []),
      ...(access.can(USER_CODES.frozen)
        ? [
            Number(row.status) === USER_FROZEN
              ? {
                  key: "unfreeze",
                  label: t("user.unfreeze"),
                  onSelect: () => freeze([String(row.id)], USER_NORMAL),
                }
              : {
                  key: "freeze",
                  label: t("user.freeze"),
                  onSelect: () => freeze([String(row.id)], USER_FROZEN),
                },
          ]
        : []),
    ],
    toolbar: access.can(USER_CODES.recycleBin) ? (
      <Button onClick={() => navigate("/isystem/recycleBin")}>{t("user.recycleBin")}</Button>
    ) : null,
    dialogs: <UserPasswordModal username={passwordOf} onClose={() => setPasswordOf(undefined)} />,
  };
}

export interface UserBatchFreezeProps {
  reload: () => void;
  /** The ticked rows' ids. */
  selected: readonly string[];
}

/** The toolbar's 批量冻结 / 批量解冻 of the ticked users. */
export function UserBatchFreeze({ reload, selected }: UserBatchFreezeProps) {
  const t = useText();
  const access = useAccess();
  const freeze = useUserFreeze(reload);
  if (!access.can(USER_CODES.frozen)) return null;
  return (
    <>
      <Button onClick={() => freeze(selected, USER_FROZEN)}>{t("user.batchFreeze")}</Button>
      <Button onClick={() => freeze(selected, USER_NORMAL)}>{t("user.batchUnfreeze")}</Button>
    </>
  );
}
