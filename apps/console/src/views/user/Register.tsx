import { Button } from "@kanya/ui/button";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type * as v from "valibot";
import { useText } from "../../locale";
import { useApi } from "../../providers";
import { describeFailure } from "../../shell/errors/describe-failure";
import { useDocumentTitle } from "../../shell/layout/use-document-title";
import { ServerMessage } from "./components/ServerMessage";
import { SmsCodeButton } from "./components/SmsCodeButton";
import { UserLayout } from "./components/UserLayout";
import { registerSchema } from "./components/user-schemas";

/** `/user/register`: username (spec §5), password twice, mobile and its SMS code (`/sys/user/register`). */
export default function Register() {
  const t = useText();
  const api = useApi();
  const navigate = useNavigate();
  useDocumentTitle(t("register.title"));
  const schema = useMemo(() => registerSchema(t), [t]);
  const form = useForm({
    schema,
    defaultValues: { username: "", password: "", confirmpassword: "", mobile: "", smscode: "" },
  });
  const [serverMessage, setServerMessage] = useState<string>();
  const checkedMobile = async () =>
    (await form.trigger("mobile")) ? (form.getValues("mobile") ?? "").trim() : undefined;

  const submit = async ({ username, password, mobile, smscode }: v.InferOutput<typeof schema>) => {
    setServerMessage(undefined);
    try {
      const response = await api.sys.register({ username, password, phone: mobile, smscode });
      if (response.success) await navigate(`/user/register-result?username=${encodeURIComponent(username)}`);
      else setServerMessage(response.message);
    } catch (error) {
      setServerMessage(describeFailure(error, t));
    }
  };

  const text = (name: "username" | "mobile", label: string, placeholder: string) => (
    <FormField name={name} label={label} required>
      {({ controlProps, invalid }) => (
        <Input
          {...controlProps}
          size="large"
          placeholder={placeholder}
          status={invalid ? "error" : undefined}
        />
      )}
    </FormField>
  );
  const secret = (name: "password" | "confirmpassword", label: string) => (
    <FormField name={name} label={label} required>
      {({ controlProps, invalid }) => (
        <Input
          {...controlProps}
          type="password"
          size="large"
          autoComplete="new-password"
          status={invalid ? "error" : undefined}
        />
      )}
    </FormField>
  );

  return (
    <UserLayout>
      <h2 className="mb-6 text-center text-[16px] text-fg">{t("register.title")}</h2>
      <Form form={form} onSubmit={submit} aria-label={t("register.title")}>
        {text("username", t("login.username"), t("register.usernamePlaceholder"))}
        {secret("password", t("password.new"))}
        {secret("confirmpassword", t("password.confirm"))}
        {text("mobile", t("sms.mobile"), t("sms.mobilePlaceholder"))}
        <FormField name="smscode" label={t("sms.code")} required>
          {({ controlProps, invalid }) => (
            <div className="flex gap-2">
              <Input
                {...controlProps}
                size="large"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t("sms.codePlaceholder")}
                status={invalid ? "error" : undefined}
              />
              <SmsCodeButton mobile={checkedMobile} smsmode="1" onError={setServerMessage} />
            </div>
          )}
        </FormField>
        <ServerMessage text={serverMessage} />
        <Button variant="primary" htmlType="submit" size="large" block loading={form.formState.isSubmitting}>
          {t("register.submit")}
        </Button>
      </Form>
      <p className="mt-4 text-center">
        <Link to="/user/login" className="text-primary-text hover:text-primary-text-hover">
          {t("register.toLogin")}
        </Link>
      </p>
    </UserLayout>
  );
}
