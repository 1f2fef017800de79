import { Alert } from "@kanya/ui/alert";
import { Button } from "@kanya/ui/button";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type * as v from "valibot";
import { useText } from "../../locale";
import { useSignInApi } from "../../providers";
import { describeFailure } from "../../shell/errors/describe-failure";
import { useDocumentTitle } from "../../shell/layout/use-document-title";
import { NewPasswordFields } from "./components/NewPasswordFields";
import { SmsCodeFields } from "./components/SmsCodeFields";
import { UserLayout } from "./components/UserLayout";
import { registerSchema } from "./components/user-schemas";

/** `/user/register`: username (spec §5), password twice, mobile and its SMS code (`/sys/user/register`). */
export default function Register() {
  const t = useText();
  const api = useSignInApi();
  const navigate = useNavigate();
  useDocumentTitle(t("register.title"));
  const schema = useMemo(() => registerSchema(t), [t]);
  const form = useForm({
    schema,
    defaultValues: { username: "", password: "", confirmpassword: "", mobile: "", smscode: "" },
  });
  const [serverMessage, setServerMessage] = useState<string>();

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

  return (
    <UserLayout>
      <h2 className="mb-6 text-center text-[16px] text-fg">{t("register.title")}</h2>
      <Form form={form} onSubmit={submit} aria-label={t("register.title")}>
        <FormField name="username" label={t("login.username")} required>
          {({ controlProps, invalid }) => (
            <Input
              {...controlProps}
              size="large"
              placeholder={t("register.usernamePlaceholder")}
              status={invalid ? "error" : undefined}
            />
          )}
        </FormField>
        <NewPasswordFields />
        <SmsCodeFields codeName="smscode" smsmode="1" onError={setServerMessage} />
        {serverMessage && <Alert type="error" message={serverMessage} className="mb-4" />}
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
