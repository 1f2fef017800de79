import { afterLoginPath } from "@kanya/core/access";
import { useNavigate, useSearchParams } from "react-router";
import { useText } from "../../locale";
import { useApi, useSession } from "../../providers";
import { describeFailure } from "../../shell/errors/describe-failure";
import { readSignOutNotice, setSignOutNotice } from "../../shell/guard/sign-out-notice";
import { useDocumentTitle } from "../../shell/layout/use-document-title";
import { LoginForm, type LoginValues } from "./components/LoginForm";
import { UserLayout } from "./components/UserLayout";

/**
 * `/user/login` and `/dentistry/login`: the same shell and form (spec §1). The variants differ in who comes
 * back to them: signing out sends staff with a CK: work number to the dentistry one (`loginPathFor`).
 */
export default function LoginPage() {
  const t = useText();
  const navigate = useNavigate();
  const api = useApi();
  const session = useSession();
  const [searchParams] = useSearchParams();
  // The browser tab shows the system name alone, the page title of the sign-in shell.
  useDocumentTitle(undefined);

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
    <UserLayout>
      <LoginForm onSubmit={signIn} notice={readSignOutNotice()} />
    </UserLayout>
  );
}
