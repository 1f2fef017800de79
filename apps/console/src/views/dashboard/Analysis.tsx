import { greetingPeriod } from "@kanya/core/text";
import { useText } from "../../locale";
import { useSession, useSessionUser } from "../../providers";
import { useSystemName } from "../../shell/layout/use-system-name";
import type { ViewProps } from "../view-props";

/** The home page: a welcome and who is signed in (department, tenant), no decoration. */
export default function Analysis(_props: ViewProps) {
  const t = useText();
  const user = useSessionUser();
  const session = useSession();
  const systemName = useSystemName();
  const realname = user?.realname || user?.username || "";
  const department =
    user?.orgCodeTxt || session.getDeparts().find((depart) => depart.orgCode === user?.orgCode)?.departName;
  const tenantId = session.getTenantId();
  const tenant = session.getTenants().find((item) => item.id === tenantId)?.name;
  const none = t("home.none");

  const profile: [label: string, value: string | null | undefined][] = [
    [t("home.account"), user?.username],
    [t("home.realname"), user?.realname],
    [t("home.department"), department],
    [t("home.tenant"), tenant],
    [t("home.workNo"), user?.workNo],
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <section className="rounded-control-lg bg-surface p-6">
        <h2 className="text-[20px] font-semibold text-fg">
          {t("home.greeting", { greeting: t(`greeting.${greetingPeriod(new Date().getHours())}`), realname })}
        </h2>
        <p className="mt-2 text-fg-secondary">{t("home.intro", { system: systemName })}</p>
      </section>
      <section aria-labelledby="home-profile" className="rounded-control-lg bg-surface p-6">
        <h2 id="home-profile" className="mb-3 text-[16px] font-semibold text-fg">
          {t("home.profile")}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {profile.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-fg-secondary">{label}</dt>
              <dd className="text-fg">{value || none}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
