import { useText } from "../locale";

/** Shown where the server menu names a view this console does not have, as JeecgBoot's UI does. */
export function ModuleNotFound({ component }: { component: string }) {
  const t = useText();
  return (
    <div role="alert" className="rounded-control-lg border border-danger bg-danger-fill p-6 text-fg">
      <p className="font-mono text-[14px] font-semibold text-danger">
        {t("error.moduleNotFound", { path: component })}
      </p>
      <p className="mt-2 font-mono text-[12px] text-fg-secondary">
        code: <span data-testid="module-error-code">{t("error.moduleNotFoundCode")}</span>
      </p>
    </div>
  );
}
