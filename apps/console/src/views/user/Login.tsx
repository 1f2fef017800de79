import type { LoginResult } from "@kanya/client";
import { afterLoginPath } from "@kanya/core/access";
import { message } from "@kanya/ui/message";
import { Tabs } from "@kanya/ui/tabs";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { loadFrameTexts, useText } from "../../locale";
import { useSession } from "../../providers";
import { readSignOutNotice, setSignOutNotice } from "../../shell/guard/sign-out-notice";
import { useDocumentTitle } from "../../shell/layout/use-document-title";
import { AccountLoginForm } from "./components/AccountLoginForm";
import { UserLayout } from "./components/UserLayout";

// The second tab: its form and SMS code button load when it is chosen.
const PhoneLoginForm = lazy(async () => ({
  default: (await import("./components/PhoneLoginForm")).PhoneLoginForm,
}));

// Only a user of several departments sees it, once signed in: it (and its dialog and radio code) loads then,
// with the whole text catalog (its texts are the frame's).
const DepartSwitchModal = lazy(async () => {
  const [{ DepartSwitchModal }] = await Promise.all([
    import("../../shell/header/DepartSwitchModal"),
    loadFrameTexts(),
  ]);
  return { default: DepartSwitchModal };
});

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
      children: (
        <Suspense fallback={null}>
          <PhoneLoginForm onSignedIn={signedIn} />
        </Suspense>
      ),
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
      {pickingDepart && (
        <Suspense fallback={null}>
          <DepartSwitchModal
            open
            onOpenChange={(open) => {
              setPickingDepart(open);
              if (!open) void enter();
            }}
          />
        </Suspense>
      )}
    </UserLayout>
  );
}
