import type { SmsMode } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { useState } from "react";
import { useText } from "../../../locale";
import { useSignInApi } from "../../../providers";
import { describeFailure } from "../../../shell/errors/describe-failure";
import { useCountdown } from "./use-countdown";

interface SmsCodeButtonProps {
  /** The checked mobile number, or undefined when the field is not valid (it then shows its own message). */
  mobile: () => Promise<string | undefined>;
  smsmode: SmsMode;
  /** Where the server's refusal goes (e.g. 该用户不存在或未绑定手机号). */
  onError: (message: string) => void;
}

/** 获取验证码: sends the SMS code (`/sys/sms`), then waits 60 s (`{n} s`) before it can be asked again. */
export function SmsCodeButton({ mobile, smsmode, onError }: SmsCodeButtonProps) {
  const t = useText();
  const api = useSignInApi();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const number = await mobile();
    if (!number) return;
    setSending(true);
    try {
      const response = await api.sys.sendSms({ mobile: number, smsmode });
      if (response.success) start();
      else onError(response.message || t("sms.failed"));
    } catch (error) {
      onError(describeFailure(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size="large" className="w-32 shrink-0" disabled={left > 0} loading={sending} onClick={send}>
      {left > 0 ? t("sms.wait", { n: left }) : t("sms.send")}
    </Button>
  );
}
