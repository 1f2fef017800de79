import { useText } from "../../../locale";

/** The captcha picture; clicking it asks for a new one (each picture allows one guess). */
export function CaptchaImage({ src, onRefresh }: { src: string | undefined; onRefresh: () => void }) {
  const t = useText();
  return (
    <button
      type="button"
      onClick={onRefresh}
      aria-label={t("login.captchaRefresh")}
      title={t("login.captchaRefresh")}
      className="h-10 w-[105px] shrink-0 cursor-pointer overflow-hidden rounded-control-lg border border-border bg-fill-alter"
    >
      {src && <img src={src} alt={t("login.captchaImage")} className="size-full object-contain" />}
    </button>
  );
}
