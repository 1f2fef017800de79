import { Card } from "@kanya/ui/card";
import { useText } from "../../locale";
import { useSessionUser } from "../../providers";

/** `/test/home`: the route table's test page, a signed-in page outside the menu to check the frame with. */
export default function TestHome() {
  const t = useText();
  const user = useSessionUser();
  return (
    <Card title={t("testHome.title")}>
      <p className="text-fg-secondary">
        {t("testHome.body", { realname: user?.realname || user?.username || "" })}
      </p>
    </Card>
  );
}
