import { useText } from "../../locale";
import { useSessionUser } from "../../shell/layout/use-session-user";
import type { PageProps } from "../page-props";

/** Landing page of dentistry staff (`/service/dentistryorderView`). */
export default function DentistryOrderView(_props: PageProps) {
  const t = useText();
  const user = useSessionUser();
  return (
    <section className="rounded-control-lg bg-surface p-6">
      <h2 className="text-[16px] font-semibold text-fg">{t("dentistry.heading")}</h2>
      <p className="mt-2 text-fg-secondary">
        {t("dentistry.intro", { realname: user?.realname || user?.username || "" })}
      </p>
    </section>
  );
}
