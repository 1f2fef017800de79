import { useText } from "../../../locale";
import { useDocumentTitle } from "../../../shell/layout/use-document-title";
import { ExceptionPage } from "./ExceptionPage";

/** The `/404` route, where every unknown path ends: full-screen, outside the layout, with a way back home. */
export default function NotFoundPage() {
  const t = useText();
  useDocumentTitle(t("notFound.message"));
  return (
    <main className="flex min-h-dvh items-center justify-center bg-layout p-6">
      <ExceptionPage status={404} headingLevel={1} />
    </main>
  );
}
