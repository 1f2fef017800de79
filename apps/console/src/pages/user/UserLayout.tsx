import type { ReactNode } from "react";
import { useText } from "../../locale";
import { Copyright } from "../../shell/layout/Copyright";
import { useSystemName } from "../../shell/layout/use-system-name";

interface UserLayoutProps {
  /** Large title of the shell: the system name, or 牙科门店管理系统 for dentistry staff. */
  title: string;
  children: ReactNode;
}

/** The sign-in shell: title, subtitle 综合业务管理系统, the form, and the copyright footer. */
export function UserLayout({ title, children }: UserLayoutProps) {
  const t = useText();
  const systemName = useSystemName();
  return (
    <div className="flex min-h-dvh flex-col bg-layout bg-[radial-gradient(circle_at_top,#e6f7ff,transparent_60%)] text-[14px] text-fg">
      <main className="flex flex-1 flex-col items-center px-4 pt-[12vh]">
        <header className="mb-10 text-center">
          <div className="flex items-center justify-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-control-lg bg-primary text-[22px] font-semibold text-on-solid"
            >
              {Array.from(systemName)[0]}
            </span>
            <h1 className="text-[32px] font-semibold leading-tight text-fg">{title}</h1>
          </div>
          <p className="mt-3 text-fg-secondary">{t("app.subtitle")}</p>
        </header>
        <div className="w-full max-w-[368px]">{children}</div>
      </main>
      <footer className="py-6 text-center text-[14px] text-fg-secondary">
        <Copyright name={systemName} />
      </footer>
    </div>
  );
}
