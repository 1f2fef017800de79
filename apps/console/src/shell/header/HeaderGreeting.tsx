import { greetingPeriod } from "@kanya/core/text";
import { useText } from "../../locale";
import { useSessionUser } from "../../providers";
import { useSystemName } from "../layout/use-system-name";

/** Spec §2: greeting by the hour and a welcome with the system title on desktop; the welcome alone on mobile. */
export function HeaderGreeting({ isMobile, now = new Date() }: { isMobile: boolean; now?: Date }) {
  const t = useText();
  const user = useSessionUser();
  const systemName = useSystemName();
  const realname = user?.realname || user?.username || "";
  const welcome = t("header.welcome", { realname });
  if (isMobile) return <p className="min-w-0 truncate text-fg">{welcome}</p>;
  const greeting = t(`greeting.${greetingPeriod(now.getHours())}`);
  return (
    <p className="min-w-0 truncate text-fg">
      {greeting}，{welcome}
      <span className="ml-3 text-fg-secondary">{t("header.enterSystem", { system: systemName })}</span>
    </p>
  );
}
