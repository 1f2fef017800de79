import { HOME_PATH } from "@kanya/core/menu";
import { Button } from "@kanya/ui/button";
import { Card } from "@kanya/ui/card";
import { Result } from "@kanya/ui/result";
import { Link } from "react-router";
import { useText } from "../../locale";

/** `result/Success`: the outcome page of a submitted task. */
export default function ResultSuccess() {
  const t = useText();
  return (
    <Card>
      <Result
        status="success"
        title={t("result.successTitle")}
        subTitle={t("result.successDetail")}
        extra={
          <Button variant="primary" asChild>
            <Link to={HOME_PATH}>{t("notFound.back")}</Link>
          </Button>
        }
      />
    </Card>
  );
}
