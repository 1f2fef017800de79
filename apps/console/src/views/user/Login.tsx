import type { LoginResult } from "@kanya/client";
import { afterLoginPath } from "@kanya/core/access";
import { message } from "@kanya/ui/message";
import { Tabs } from "@kanya/ui/tabs";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useText } from "../../locale";
import { useSession } from "../../providers";
import { readSignOutNotice, setSignOutNotice } from "../../shell/guard/sign-out-notice";
import { DepartSwitchModal } from "../../shell/header/DepartSwitchModal";
import { useDocumentTitle } from "../../shell/layout/use-document-title";
import { AccountLoginForm } from "./components/AccountLoginForm";
import { PhoneLoginForm } from "./components/PhoneLoginForm";
import { UserLayout } from "./components/UserLayout";

/**
 * `/user/login` and `/dentistry/login`: the same shell and forms (spec §1). The variants differ in who comes
 * back to them: signing out sends staff with a CK: work number to the dentistry one (`loginPathFor`).
 */
export default function Login() {
  const t = useText();
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [pickingDepart, setPickingDepart] = useState(false);
  // The browser tab shows the system name alone, the page title of the sign-in shell.
  useDocumentTitle(undefined);

  // Awaited so the button keeps spinning while the guard loads the menu of the new session.
  const enter = () => navigate(afterLoginPath(`?${searchParams}`), { replace: true });

  const signedIn = async (result: LoginResult) => {
    session.saveLogin(result);
    setSignOutNotice(undefined);
    // Spec §6: a user of several departments picks the current one first; one without any is told so.
    if (result.multi_depart === 2) {
      setPickingDepart(true);
      return;
    }
    if (result.multi_depart === 0) message.warning(t("depart.none"));
    await enter();
  };

  const items = [
    {
      key: "account",
      label: t("login.heading"),
      children: <AccountLoginForm onSignedIn={signedIn} notice={readSignOutNotice()} />,
    },
    {
      key: "phone",
      label: t("login.phoneTab"),
      children: <PhoneLoginForm onSignedIn={signedIn} />,
    },
  ];

  return (
    <UserLayout>
      <Tabs
        items={items}
        defaultActiveKey="account"
        aria-label={t("login.ways")}
        className="[&_[role=tablist]]:justify-center"
      />
      <div className="mt-4 flex justify-between text-[14px]">
        <Link to="/user/alteration" className="text-primary-text hover:text-primary-text-hover">
          {t("login.forgot")}
        </Link>
        <Link to="/user/register" className="text-primary-text hover:text-primary-text-hover">
          {t("login.register")}
        </Link>
      </div>
      <DepartSwitchModal
        open={pickingDepart}
        onOpenChange={(open) => {
          setPickingDepart(open);
          if (!open) void enter();
        }}
      />
    </UserLayout>
  );
}
