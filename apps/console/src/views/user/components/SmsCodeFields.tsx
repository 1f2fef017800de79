import type { SmsMode } from "@kanya/client";
import { FormField, useFormContext } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { useText } from "../../../locale";
import { SmsCodeButton } from "./SmsCodeButton";

interface SmsCodeFieldsProps {
  /** The code's field name: 手机号登录 sends it as `captcha`, register and alteration as `smscode`. */
  codeName: "captcha" | "smscode";
  /** What the code is for: 0 sign-in, 1 register, 2 password alteration. */
  smsmode: SmsMode;
  /** Where the server's refusal to send goes (e.g. 该用户不存在或未绑定手机号). */
  onError: (message: string) => void;
}

/**
 * 手机号 and 短信验证码 with its 获取验证码 button, inside a Form whose schema has `mobile` and `codeName`.
 * The button sends only once the number passes its rule (spec §5); the field then shows the rule's message.
 */
export function SmsCodeFields({ codeName, smsmode, onError }: SmsCodeFieldsProps) {
  const t = useText();
  const form = useFormContext<{ mobile: string }>();
  const checkedMobile = async () =>
    (await form.trigger("mobile")) ? (form.getValues("mobile") ?? "").trim() : undefined;

  return (
    <>
      <FormField name="mobile" label={t("sms.mobile")} required>
        {({ controlProps, invalid }) => (
          <Input
            {...controlProps}
            size="large"
            inputMode="numeric"
            autoComplete="tel"
            placeholder={t("sms.mobilePlaceholder")}
            status={invalid ? "error" : undefined}
          />
        )}
      </FormField>
      <FormField name={codeName} label={t("sms.code")} required>
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
            <SmsCodeButton mobile={checkedMobile} smsmode={smsmode} onError={onError} />
          </div>
        )}
      </FormField>
    </>
  );
}
