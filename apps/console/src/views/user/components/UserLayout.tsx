import { Card } from "@kanya/ui/card";
import type { ReactNode } from "react";
import { config } from "../../../config";
import { useText } from "../../../locale";
import { Copyright } from "../../../shell/layout/Copyright";
import { useSystemName } from "../../../shell/layout/use-system-name";

/**
 * The sign-in shell of both sign-in pages (spec §1): the system name as title (牙科门店管理系统 unless
 * `kanya-config.js` re-brands it), the subtitle 综合业务管理系统, the page in a card, and a footer with the
 * 2022 copyright and the site's filing number.
 */
export function UserLayout({ children }: { children: ReactNode }) {
  const t = useText();
  const systemName = useSystemName();
  return (
    <div className="flex min-h-dvh flex-col bg-layout bg-[radial-gradient(circle_at_top,#e6f7ff,transparent_60%)] text-[14px] text-fg">
      <main className="flex flex-1 flex-col items-center px-4 pt-[12vh]">
        <header className="mb-8 text-center">
          <div className="flex items-center justify-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-control-lg bg-primary text-[22px] font-semibold text-on-solid"
            >
              {Array.from(systemName)[0]}
            </span>
            <h1 className="text-[30px] font-semibold leading-tight text-fg">{systemName}</h1>
          </div>
          <p className="mt-3 text-fg-secondary">{t("app.subtitle")}</p>
        </header>
        <Card bordered={false} className="w-full max-w-[400px] shadow-overlay">
          {children}
        </Card>
      </main>
      <SignInFooter systemName={systemName} />
    </div>
  );
}

function SignInFooter({ systemName }: { systemName: string }) {
  const { filing } = config;
  return (
    <footer className="flex flex-col items-center gap-1 px-4 py-6 text-center text-[14px] text-fg-secondary">
      <p>
        <Copyright name={systemName} />
      </p>
      {filing && (
        <a
          href={filing.link}
          target="_blank"
          rel="noreferrer"
          className="text-fg-secondary underline-offset-2 transition-colors hover:text-primary hover:underline"
        >
          {filing.number}
        </a>
      )}
    </footer>
  );
}
