import { Button } from "@kanya/ui/button";
import { Result } from "@kanya/ui/result";
import { Link, useSearchParams } from "react-router";
import { useText } from "../../locale";
import { useDocumentTitle } from "../../shell/layout/use-document-title";
import { UserLayout } from "./components/UserLayout";

/** `/user/register-result`: the new account's name and the way to sign in with it. */
export default function RegisterResult() {
  const t = useText();
  const [searchParams] = useSearchParams();
  const username = searchParams.get("username") ?? "";
  useDocumentTitle(t("register.done"));
  return (
    <UserLayout>
      <Result
        status="success"
        title={username ? t("register.doneFor", { username }) : t("register.done")}
        subTitle={t("register.doneDetail")}
        extra={
          <Button variant="primary" asChild>
            <Link to="/user/login">{t("register.signIn")}</Link>
          </Button>
        }
      />
    </UserLayout>
  );
}
