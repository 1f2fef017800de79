import type { LoginResult } from "@kanya/client";
import { formRules } from "@kanya/core/form-rules";
import { Alert } from "@kanya/ui/alert";
import { Button } from "@kanya/ui/button";
import { Form, useForm } from "@kanya/ui/form";
import { useMemo, useState } from "react";
import * as v from "valibot";
import { type Translate, useText } from "../../../locale";
import { useSignInApi } from "../../../providers";
import { describeFailure } from "../../../shell/errors/describe-failure";
import { SmsCodeFields } from "./SmsCodeFields";

const phoneSchema = (t: Translate) =>
  v.object({
    mobile: formRules.mobile.schema(),
    captcha: v.pipe(v.string(), v.trim(), v.nonEmpty(t("sms.codeRequired"))),
  });

/** 手机号登录: the mobile number (spec §5's rule) and the SMS code sent to it (`/sys/phoneLogin`). */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => Promise<void> }) {
  const t = useText();
  const api = useSignInApi();
  const schema = useMemo(() => phoneSchema(t), [t]);
  const form = useForm({ schema, defaultValues: { mobile: "", captcha: "" } });
  const [serverMessage, setServerMessage] = useState<string>();

  const submit = async (values: v.InferOutput<typeof schema>) => {
    setServerMessage(undefined);
    try {
      const response = await api.sys.phoneLogin({ mobile: values.mobile, captcha: values.captcha });
      if (response.success && response.result?.token) await onSignedIn(response.result);
      else setServerMessage(response.message || t("login.failed"));
    } catch (error) {
      setServerMessage(describeFailure(error, t));
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t("login.phoneTab")}>
      <SmsCodeFields codeName="captcha" smsmode="0" onError={setServerMessage} />
      {serverMessage && <Alert type="error" message={serverMessage} className="mb-4" />}
      <Button variant="primary" htmlType="submit" size="large" block loading={form.formState.isSubmitting}>
        {t("login.submit")}
      </Button>
    </Form>
  );
}
