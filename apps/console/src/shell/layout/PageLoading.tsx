import { useText } from "../../locale";

/** Placeholder while a page or the menu loads. */
export function PageLoading() {
  const t = useText();
  return (
    <div role="status" className="flex min-h-40 items-center justify-center gap-2 text-fg-secondary">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
      />
      {t("app.loading")}
    </div>
  );
}
