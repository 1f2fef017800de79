import { Card } from "@kanya/ui/card";
import { Result } from "@kanya/ui/result";
import { useText } from "../locale";

/** A view the menu names that is not built yet: says so plainly, inside the layout, instead of failing. */
export function ViewNotBuilt({ title }: { title: string }) {
  const t = useText();
  return (
    <Card>
      <Result
        status="info"
        title={t("view.notBuilt")}
        subTitle={t("view.notBuiltDetail", { title })}
        data-testid="view-not-built"
      />
    </Card>
  );
}
