import { afterLoginPath } from "@kanya/core/access";
import { useNavigate, useSearchParams } from "react-router";
import { api } from "../../api";
import { useText } from "../../locale";
import { session } from "../../session";
import { readSignOutNotice, setSignOutNotice } from "../../shell/guard/sign-out-notice";
import { useDocumentTitle } from "../../shell/layout/use-document-title";
import { useSystemName } from "../../shell/layout/use-system-name";
import { describeFailure } from "../../shell/menu/describe-failure";
import { LoginForm, type LoginValues } from "./LoginForm";
import { UserLayout } from "./UserLayout";

/** `/user/login`: the general sign-in. */
export function GeneralLoginPage() {
  return <LoginPage variant="general" />;
}

/** `/dentistry/login`: the same form, titled 牙科门店管理系统. */
export function DentistryLoginPage() {
  return <LoginPage variant="dentistry" />;
}

function LoginPage({ variant }: { variant: "general" | "dentistry" }) {
  const t = useText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const systemName = useSystemName();
  const title = variant === "dentistry" ? t("app.dentistryTitle") : systemName;
  useDocumentTitle(variant === "dentistry" ? t("app.dentistryTitle") : t("login.heading"));

  const signIn = async ({ username, password }: LoginValues): Promise<string | undefined> => {
    try {
      const response = await api.sys.login({ username, password });
      if (!response.success || !response.result?.token) return response.message || t("login.failed");
      session.saveLogin(response.result);
      setSignOutNotice(undefined);
      // Awaited so the button keeps spinning while the guard loads the menu of the new session.
      await navigate(afterLoginPath(`?${searchParams}`), { replace: true });
      return undefined;
    } catch (error) {
      return describeFailure(error, t);
    }
  };

  return (
    <UserLayout title={title}>
      <LoginForm onSubmit={signIn} notice={readSignOutNotice()} />
    </UserLayout>
  );
}
