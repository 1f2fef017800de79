import { useText } from "../../locale";

export function Copyright({ name }: { name: string }) {
  const t = useText();
  return <>{t("app.copyright", { name })}</>;
}
