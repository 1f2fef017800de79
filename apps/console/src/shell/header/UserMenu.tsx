import { Avatar } from "@kanya/ui/avatar";
import { DropdownMenu, type DropdownMenuEntry } from "@kanya/ui/dropdown-menu";
import { KeyRoundIcon, LogOutIcon, RefreshCwIcon, SettingsIcon, UserIcon, UsersIcon } from "@kanya/ui/icons";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useText } from "../../locale";
import { useApi, useSession, useSessionUser } from "../../providers";
import { signOut } from "../sign-out";
import { ThemeDrawer } from "../theme/ThemeDrawer";
import { ChangePasswordModal } from "./ChangePasswordModal";
import { clearCache } from "./clear-cache";
import { DepartSwitchModal } from "./DepartSwitchModal";

/** The account center page (11a's route). */
export const ACCOUNT_CENTER_PATH = "/account/center";

type Dialog = "password" | "depart" | "settings";

/** The user's menu in the header: 账户中心, 修改密码, 切换部门, 系统设置, 清理缓存, 退出登录. */
export function UserMenu({ compact }: { compact: boolean }) {
  const t = useText();
  const api = useApi();
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>();
  const realname = user?.realname || user?.username || "";

  const leave = async () => navigate(await signOut(), { replace: true });

  const items: DropdownMenuEntry[] = [
    {
      key: "center",
      label: t("userMenu.accountCenter"),
      icon: <UserIcon />,
      onSelect: () => navigate(ACCOUNT_CENTER_PATH),
    },
    {
      key: "password",
      label: t("password.title"),
      icon: <KeyRoundIcon />,
      onSelect: () => setDialog("password"),
    },
    { key: "depart", label: t("depart.title"), icon: <UsersIcon />, onSelect: () => setDialog("depart") },
    {
      key: "settings",
      label: t("userMenu.settings"),
      icon: <SettingsIcon />,
      onSelect: () => setDialog("settings"),
    },
    {
      key: "cache",
      label: t("userMenu.clearCache"),
      icon: <RefreshCwIcon />,
      onSelect: async () => {
        if (await clearCache(api, session)) message.success(t("userMenu.cacheCleared"));
        else message.error(t("userMenu.cacheFailed"));
      },
    },
    { type: "separator" },
    {
      key: "logout",
      label: t("header.signOut"),
      icon: <LogOutIcon />,
      onSelect: () => {
        Modal.confirm({
          title: t("userMenu.logoutTitle"),
          content: t("userMenu.logoutConfirm"),
          onOk: leave,
        });
      },
    },
  ];

  const close = (open: boolean) => {
    if (!open) setDialog(undefined);
  };

  return (
    <>
      <DropdownMenu items={items} placement="bottom-end">
        {/* Named by its content, not aria-label: the visible name must be part of the accessible name. */}
        <button
          type="button"
          data-testid="header-user"
          className="inline-flex h-10 items-center gap-2 rounded-control px-2 outline-none hover:bg-fill-hover focus-visible:outline-2 focus-visible:outline-primary-focus"
        >
          <Avatar name={realname} alt="" size="small" />
          {!compact && <span className="max-w-40 truncate">{realname}</span>}
          <span className="sr-only">{t("layout.userMenu")}</span>
        </button>
      </DropdownMenu>
      <ChangePasswordModal open={dialog === "password"} onOpenChange={close} />
      <DepartSwitchModal open={dialog === "depart"} onOpenChange={close} />
      <ThemeDrawer open={dialog === "settings"} onOpenChange={close} />
    </>
  );
}
