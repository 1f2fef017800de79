import { Card } from "@kanya/ui/card";
import { Empty } from "@kanya/ui/empty";
import { useText } from "../../locale";
import { useSessionUser } from "../../providers";
import type { ViewProps } from "../view-props";

/**
 * Landing page of dentistry staff (`/service/dentistryorderView`, spec §2). The layout shows the menu's
 * title above it; the order list itself comes with a later version, and until then the page says so
 * rather than showing an empty list as if there were no orders.
 */
export default function DentistryOrderView(_props: ViewProps) {
  const t = useText();
  const user = useSessionUser();
  return (
    <Card title={t("dentistry.orders")}>
      <p className="text-fg-secondary">
        {t("dentistry.intro", { realname: user?.realname || user?.username || "" })}
      </p>
      <Empty description={t("dentistry.ordersNotYet")} />
    </Card>
  );
}
