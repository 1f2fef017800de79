import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import type { IconComponent } from "../icon-base/create-icon";
import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleXIcon,
  FileQuestionMarkIcon,
  InfoIcon,
  ServerCrashIcon,
  ShieldXIcon,
} from "../icon-base/glyphs";
import type { MessageKey } from "../locale/messages";
import { useLocale } from "../locale/use-locale";
import { resultZhCN } from "../locale/zh-CN/result";

export type ResultStatus = "success" | "info" | "warning" | "error" | "403" | "404" | "500";

export interface ResultProps extends Omit<ComponentPropsWithRef<"div">, "title" | "children"> {
  /** Default `info`. The numbers may be given as numbers (`status={404}`). */
  status?: ResultStatus | 403 | 404 | 500;
  /** Replaces the status's default title (403 / 404 / 500, 操作成功, …). */
  title?: ReactNode;
  /** Replaces the default sub-title (e.g. 抱歉，你访问的页面不存在); `null` shows none. */
  subTitle?: ReactNode;
  /** Replaces the status's icon; `null` shows none. */
  icon?: ReactNode;
  /** Actions under the text, e.g. 返回首页. */
  extra?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More detail, shown on a shaded panel below. */
  children?: ReactNode;
}

interface StatusLook {
  Icon: IconComponent;
  tone: string;
  title: MessageKey;
  subTitle?: MessageKey;
}

const looks: Record<ResultStatus, StatusLook> = {
  success: { Icon: CircleCheckIcon, tone: "text-success", title: "result.success.title" },
  info: { Icon: InfoIcon, tone: "text-info", title: "result.info.title" },
  warning: { Icon: CircleAlertIcon, tone: "text-warning", title: "result.warning.title" },
  error: { Icon: CircleXIcon, tone: "text-danger", title: "result.error.title" },
  "403": {
    Icon: ShieldXIcon,
    tone: "text-warning",
    title: "result.403.title",
    subTitle: "result.403.subTitle",
  },
  "404": {
    Icon: FileQuestionMarkIcon,
    tone: "text-info",
    title: "result.404.title",
    subTitle: "result.404.subTitle",
  },
  "500": {
    Icon: ServerCrashIcon,
    tone: "text-danger",
    title: "result.500.title",
    subTitle: "result.500.subTitle",
  },
};

/** The outcome of an action or a whole page: 403, 404 and 500 pages, success and failure screens. */
export function Result({
  status = "info",
  title,
  subTitle,
  icon,
  extra,
  headingLevel = 2,
  className,
  children,
  ...rest
}: ResultProps) {
  const { t } = useLocale(resultZhCN);
  const key = String(status) as ResultStatus;
  const look = looks[key] ?? looks.info;
  const shownSubTitle = subTitle !== undefined ? subTitle : look.subTitle ? t(look.subTitle) : null;
  const Heading = `h${headingLevel}` as const;

  return (
    <div
      {...rest}
      data-status={key}
      className={clsx("flex flex-col items-center px-8 py-12 text-center font-sans", className)}
    >
      {icon !== null && (
        <div className="mb-6 flex justify-center" aria-hidden="true">
          {icon ?? <look.Icon className={clsx("size-[72px]", look.tone)} strokeWidth={1.5} />}
        </div>
      )}
      <Heading className="m-0 text-2xl leading-[1.35] font-normal text-fg">{title ?? t(look.title)}</Heading>
      {shownSubTitle != null && <div className="mt-2 text-control text-fg-secondary">{shownSubTitle}</div>}
      {extra != null && <div className="mt-6 flex flex-wrap justify-center gap-2">{extra}</div>}
      {children != null && (
        <div className="mt-6 w-full rounded-control bg-fill-alter px-10 py-6 text-start text-control text-fg">
          {children}
        </div>
      )}
    </div>
  );
}
