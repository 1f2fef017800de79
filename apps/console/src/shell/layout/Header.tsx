import { greetingPeriod } from "@kanya/core/text";
import { Button } from "@kanya/ui/button";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useText } from "../../locale";
import { signOut } from "../sign-out";
import { FoldIcon, LogoutIcon, MenuIcon } from "./icons";
import { useSessionUser } from "./use-session-user";

interface HeaderProps {
  isMobile: boolean;
  collapsed: boolean;
  onToggleMenu: () => void;
}

/** Top bar: menu toggle, greeting by the hour, the user and the sign-out action. */
export function Header({ isMobile, collapsed, onToggleMenu }: HeaderProps) {
  const t = useText();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [signingOut, setSigningOut] = useState(false);
  const realname = user?.realname || user?.username || "";
  const greeting = t(`greeting.${greetingPeriod(new Date().getHours())}`);
  const toggleLabel = isMobile
    ? t("layout.openMenu")
    : t(collapsed ? "layout.expandMenu" : "layout.collapseMenu");

  const handleSignOut = async () => {
    setSigningOut(true);
    const loginPath = await signOut();
    navigate(loginPath, { replace: true });
  };

  return (
    <header className="flex h-16 shrink-0 items-center gap-3 bg-surface px-4 shadow-[0_1px_4px_rgb(0_21_41/0.08)]">
      <Button
        variant="text"
        icon={isMobile ? <MenuIcon /> : <FoldIcon folded={collapsed} />}
        aria-label={toggleLabel}
        aria-expanded={isMobile ? undefined : !collapsed}
        onClick={onToggleMenu}
      />
      <p className="min-w-0 truncate text-[14px] text-fg">
        {isMobile ? greeting : `${greeting}，${t("header.welcome", { realname })}`}
      </p>
      <div className="ml-auto flex items-center gap-2">
        <span className="flex items-center gap-2 text-[14px] text-fg" data-testid="header-user">
          <span
            aria-hidden="true"
            className="inline-flex size-7 items-center justify-center rounded-full bg-primary text-[13px] text-on-solid"
          >
            {Array.from(realname)[0] ?? "?"}
          </span>
          {!isMobile && <span>{realname}</span>}
        </span>
        <Button variant="text" icon={<LogoutIcon />} loading={signingOut} onClick={handleSignOut}>
          {t("header.signOut")}
        </Button>
      </div>
    </header>
  );
}
