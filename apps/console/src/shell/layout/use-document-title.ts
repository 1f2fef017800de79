import { useEffect } from "react";
import { useSystemName } from "./use-system-name";

/** Sets the browser tab to `<page title> · <system name>`, or the system name alone. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const systemName = useSystemName();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${systemName}` : systemName;
  }, [pageTitle, systemName]);
}
