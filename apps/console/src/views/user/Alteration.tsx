import { formRules } from "@kanya/core/validate";
import { Alert } from "@kanya/ui/alert";
import { Button } from "@kanya/ui/button";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { Result } from "@kanya/ui/result";
import { SliderVerify } from "@kanya/ui/slider-verify";
import { Steps } from "@kanya/ui/steps";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import * as v from "valibot";
import { useText } from "../../locale";
import { useSignInApi } from "../../providers";
import { describeFailure } from "../../shell/errors/describe-failure";
import { useDocumentTitle } from "../../shell/layout/use-document-title";
import { NewPasswordFields } from "./components/NewPasswordFields";
import { SmsCodeFields } from "./components/SmsCodeFields";
import { UserLayout } from "./components/UserLayout";
import { newPasswordSchema, phoneWithCode } from "./components/user-schemas";

/** What the steps learn on the way: the account, then the number and code that prove it is the user's. */
interface Progress {
  username: string;
  phone: string;
  smscode: string;
}

/**
 * `/user/alteration`, a forgotten password in four steps: 确认账号 (username and the slider), 安全校验 (SMS code
 * to the account's mobile, `/sys/user/phoneVerification`), 设置新密码 (`/sys/user/passwordChange`), 完成.
 */
export default function Alteration() {
  const t = useText();
  useDocumentTitle(t("alteration.title"));
  const [step, setStep] = useState(0);
  const [progress, setProgress] = useState<Progress>({ username: "", phone: "", smscode: "" });
  const steps = [
    { title: t("alteration.account") },
    { title: t("alteration.verify") },
    { title: t("alteration.password") },
    { title: t("alteration.done") },
  ];
  const advance = (more: Partial<Progress>) => {
    setProgress((current) => ({ ...current, ...more }));
    setStep((current) => current + 1);
  };

  return (
    <UserLayout>
      <h2 className="mb-4 text-center text-[16px] text-fg">{t("alteration.title")}</h2>
      <Steps items={steps} current={step} size="small" aria-label={t("alteration.steps")} className="mb-6" />
      {step === 0 && <AccountStep onDone={(username) => advance({ username })} />}
      {step === 1 && <VerifyStep onDone={(phone, smscode) => advance({ phone, smscode })} />}
      {step === 2 && <PasswordStep progress={progress} onDone={() => advance({})} />}
      {step === 3 && (
        <Result
          status="success"
          title={t("alteration.changed")}
          extra={
            <Button variant="primary" asChild>
              <Link to="/user/login">{t("register.signIn")}</Link>
            </Button>
          }
        />
      )}
    </UserLayout>
  );
}

function Next({ loading, children }: { loading?: boolean; children?: ReactNode }) {
  const t = useText();
  return (
    <Button variant="primary" htmlType="submit" size="large" block loading={loading}>
      {children ?? t("alteration.next")}
    </Button>
  );
}

/** Step 1: the account, and a person (the slider) asking for it. */
function AccountStep({ onDone }: { onDone: (username: string) => void }) {
  const t = useText();
  const schema = useMemo(() => v.object({ username: formRules.username.schema() }), []);
  const form = useForm({ schema, defaultValues: { username: "" } });
  const [verified, setVerified] = useState(false);
  const [notice, setNotice] = useState<string>();
  const submit = ({ username }: v.InferOutput<typeof schema>) => {
    if (!verified) setNotice(t("alteration.sliderFirst"));
    else onDone(username);
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={t("alteration.account")}>
      <FormField name="username" label={t("login.username")} required>
        {({ controlProps, invalid }) => (
          <Input
            {...controlProps}
            size="large"
            autoComplete="username"
            status={invalid ? "error" : undefined}
          />
        )}
      </FormField>
      <SliderVerify
        className="mb-6"
        onSuccess={() => {
          setVerified(true);
          setNotice(undefined);
        }}
      />
      {notice && <Alert type="error" message={notice} className="mb-4" />}
      <Next />
    </Form>
  );
}

/** Step 2: the account's mobile number and the code sent to it (smsmode 2). */
function VerifyStep({ onDone }: { onDone: (phone: string, smscode: string) => void }) {
  const t = useText();
  const api = useSignInApi();
  const schema = useMemo(() => v.object(phoneWithCode(t)), [t]);
  const form = useForm({ schema, defaultValues: { mobile: "", smscode: "" } });
  const [serverMessage, setServerMessage] = useState<string>();
  const submit = async ({ mobile, smscode }: v.InferOutput<typeof schema>) => {
    setServerMessage(undefined);
    try {
      const response = await api.sys.phoneVerification({ phone: mobile, smscode });
      if (response.success) onDone(mobile, smscode);
      else setServerMessage(response.message);
    } catch (error) {
      setServerMessage(describeFailure(error, t));
    }
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={t("alteration.verify")}>
      <SmsCodeFields codeName="smscode" smsmode="2" onError={setServerMessage} />
      {serverMessage && <Alert type="error" message={serverMessage} className="mb-4" />}
      <Next loading={form.formState.isSubmitting} />
    </Form>
  );
}

/** Step 3: the new password, twice; the server checks the account, number and code together. */
function PasswordStep({ progress, onDone }: { progress: Progress; onDone: () => void }) {
  const t = useText();
  const api = useSignInApi();
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  const form = useForm({ schema, defaultValues: { password: "", confirmpassword: "" } });
  const [serverMessage, setServerMessage] = useState<string>();
  const submit = async ({ password }: v.InferOutput<typeof schema>) => {
    setServerMessage(undefined);
    try {
      const response = await api.sys.passwordChange({ ...progress, password });
      if (response.success) onDone();
      else setServerMessage(response.message);
    } catch (error) {
      setServerMessage(describeFailure(error, t));
    }
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={t("alteration.password")}>
      <NewPasswordFields />
      {serverMessage && <Alert type="error" message={serverMessage} className="mb-4" />}
      <Next loading={form.formState.isSubmitting}>{t("alteration.submit")}</Next>
    </Form>
  );
}
