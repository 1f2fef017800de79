import type { LoginResult } from "@kanya/client";
import { formRules } from "@kanya/core/form-rules";
import { Alert } from "@kanya/ui/alert";
import { Button } from "@kanya/ui/button";
import { Checkbox } from "@kanya/ui/checkbox";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { useEffect, useMemo, useState } from "react";
import * as v from "valibot";
import { type Translate, useText } from "../../../locale";
import { useSignInApi } from "../../../providers";
import { describeFailure } from "../../../shell/errors/describe-failure";
import { CaptchaImage } from "./CaptchaImage";
import { readRememberedUsername, rememberUsername } from "./remembered-username";
import { asksForCaptcha, useCaptcha } from "./use-captcha";

/** Username by spec §5's rule, password required; the captcha is checked only while it is shown. */
const accountSchema = (t: Translate) =>
  v.object({
    username: formRules.username.schema(),
    password: v.pipe(v.string(), v.nonEmpty(t("login.passwordRequired"))),
    captcha: v.string(),
    remember: v.boolean(),
  });

interface AccountLoginFormProps {
  onSignedIn: (result: LoginResult) => Promise<void>;
  /** A message carried over from a forced sign-out (e.g. the token was rejected). */
  notice?: string | undefined;
}

/** 账户密码登录: username, password, JeecgBoot's image captcha when the server requires it, 记住我. */
export function AccountLoginForm({ onSignedIn, notice }: AccountLoginFormProps) {
  const t = useText();
  const api = useSignInApi();
  const captcha = useCaptcha();
  const schema = useMemo(() => accountSchema(t), [t]);
  const form = useForm({
    schema,
    defaultValues: { username: readRememberedUsername(), password: "", captcha: "", remember: true },
  });
  const [serverMessage, setServerMessage] = useState(notice);
  const { shown: captchaShown, refresh: refreshCaptcha } = captcha;

  useEffect(() => {
    if (captchaShown) refreshCaptcha();
  }, [captchaShown, refreshCaptcha]);

  const submit = async (values: v.InferOutput<typeof schema>) => {
    if (captcha.shown && !values.captcha.trim()) {
      form.setError("captcha", { message: t("login.captchaRequired") }, { shouldFocus: true });
      return;
    }
    setServerMessage(undefined);
    try {
      const response = await api.sys.login({
        username: values.username,
        password: values.password,
        remember_me: values.remember,
        ...(captcha.shown ? { captcha: values.captcha.trim(), checkKey: captcha.checkKey } : {}),
      });
      if (response.success && response.result?.token) {
        rememberUsername(values.remember ? values.username : undefined);
        await onSignedIn(response.result);
        return;
      }
      if (asksForCaptcha(response) && !captcha.shown) {
        // Auto mode: the server turned out to require a captcha; ask for it without blaming the user.
        captcha.require();
        setServerMessage(t("login.captchaRequired"));
        return;
      }
      setServerMessage(response.message || t("login.failed"));
    } catch (error) {
      setServerMessage(describeFailure(error, t));
    }
    // Each picture allows one guess.
    if (captcha.shown) {
      form.setValue("captcha", "");
      captcha.refresh();
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t("login.heading")}>
      <FormField name="username" label={t("login.username")} required>
        {({ controlProps, invalid }) => (
          <Input
            {...controlProps}
            size="large"
            autoComplete="username"
            placeholder={t("login.usernamePlaceholder")}
            status={invalid ? "error" : undefined}
          />
        )}
      </FormField>
      <FormField name="password" label={t("login.password")} required>
        {({ controlProps, invalid }) => (
          <Input
            {...controlProps}
            type="password"
            size="large"
            autoComplete="current-password"
            placeholder={t("login.passwordPlaceholder")}
            status={invalid ? "error" : undefined}
          />
        )}
      </FormField>
      {captcha.shown && (
        <FormField name="captcha" label={t("login.captcha")} required>
          {({ controlProps, invalid }) => (
            <div className="flex gap-2">
              <Input
                {...controlProps}
                size="large"
                autoComplete="off"
                maxLength={4}
                placeholder={t("login.captchaPlaceholder")}
                status={invalid ? "error" : undefined}
              />
              <CaptchaImage src={captcha.image} onRefresh={captcha.refresh} />
            </div>
          )}
        </FormField>
      )}
      <FormField name="remember" valuePropName="checked">
        <Checkbox>{t("login.remember")}</Checkbox>
      </FormField>
      {serverMessage && <Alert type="error" message={serverMessage} className="mb-4" />}
      <Button variant="primary" htmlType="submit" size="large" block loading={form.formState.isSubmitting}>
        {t("login.submit")}
      </Button>
    </Form>
  );
}
