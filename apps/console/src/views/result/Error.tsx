import { Button } from "@kanya/ui/button";
import { Card } from "@kanya/ui/card";
import { Result } from "@kanya/ui/result";
import { useNavigate } from "react-router";
import { useText } from "../../locale";

/** `result/Error`: the outcome page of a submission that failed, with the way back to correct it. */
export default function ResultError() {
  const t = useText();
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="error"
        title={t("result.errorTitle")}
        subTitle={t("result.errorDetail")}
        extra={
          <Button variant="primary" onClick={() => navigate(-1)}>
            {t("result.errorBack")}
          </Button>
        }
      />
    </Card>
  );
}
