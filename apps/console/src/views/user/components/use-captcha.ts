import { useCallback, useState } from "react";
import { config } from "../../../config";
import { useSignInApi } from "../../../providers";

/** Whether this browser has seen the server ask for a captcha (auto mode), so later visits show it at once. */
const SEEN_KEY = "kanya.loginCaptcha";

export interface Captcha {
  /** Whether the form shows the captcha field. */
  shown: boolean;
  /** The key the current picture was drawn for, sent back as `checkKey`. */
  checkKey: string;
  image: string | undefined;
  /** Draws a new picture (also after every attempt: each picture allows one guess). */
  refresh: () => void;
  /** The server asked for a captcha (auto mode): show the field from now on. */
  require: () => void;
}

/** JeecgBoot's image captcha (`/sys/randomImage/{key}`), shown always, never, or once the server asks. */
export function useCaptcha(): Captcha {
  const api = useSignInApi();
  const [shown, setShown] = useState(
    () =>
      config.loginCaptcha === "always" ||
      (config.loginCaptcha === "auto" && localStorage.getItem(SEEN_KEY) === "1"),
  );
  const [picture, setPicture] = useState<{ checkKey: string; image: string | undefined }>({
    checkKey: "",
    image: undefined,
  });

  const refresh = useCallback(() => {
    const checkKey = String(Date.now());
    setPicture({ checkKey, image: undefined });
    api.sys
      .randomImage(checkKey)
      .then((response) => {
        if (response.success)
          setPicture((current) =>
            current.checkKey === checkKey ? { checkKey, image: response.result } : current,
          );
      })
      .catch(() => undefined);
  }, [api]);

  const require = useCallback(() => {
    if (config.loginCaptcha === "never") return;
    localStorage.setItem(SEEN_KEY, "1");
    setShown(true);
  }, []);

  return { shown, checkKey: picture.checkKey, image: picture.image, refresh, require };
}

/** JeecgBoot's answers that mean "a captcha is required": none given (验证码无效) or a wrong one (code 412). */
export function asksForCaptcha(response: { code?: number; message?: string }): boolean {
  return response.code === 412 || response.message === "验证码无效";
}
