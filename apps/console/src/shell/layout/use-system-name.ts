import { config } from "../../config";
import { useText } from "../../locale";

/** The system name: the runtime config's title when set, else the catalog's. */
export function useSystemName(): string {
  const t = useText();
  return config.title ?? t("app.name");
}
