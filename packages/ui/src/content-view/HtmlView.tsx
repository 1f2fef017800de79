import { clsx } from "clsx";
import { type ComponentPropsWithRef, useMemo } from "react";
import { sanitizeHtml } from "./sanitize";

export interface HtmlViewProps
  extends Omit<ComponentPropsWithRef<"div">, "children" | "dangerouslySetInnerHTML"> {
  /** Rich text from the server (announcements, rich-text fields): always sanitized before it shows. */
  html: string | null | undefined;
}

/** Read-only rich text: the HTML sanitized with DOMPurify, styled as prose. */
export function HtmlView({ html, className, ...rest }: HtmlViewProps) {
  const safe = useMemo(() => sanitizeHtml(html ?? ""), [html]);
  return (
    <div
      {...rest}
      data-slot="html-view"
      className={clsx(proseClasses, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through DOMPurify (sanitizeHtml) just above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/** Headings, lists, tables, quotes, code and links in the design tokens. */
export const proseClasses = clsx(
  "text-fg leading-relaxed [&_a]:text-primary-text [&_a]:underline [&_blockquote]:border-border [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-fg-secondary",
  "[&_code]:rounded [&_code]:bg-fill-alter [&_code]:px-1 [&_pre]:overflow-auto [&_pre]:rounded [&_pre]:bg-fill-alter [&_pre]:p-3",
  "[&_h1]:my-3 [&_h1]:font-semibold [&_h1]:text-2xl [&_h2]:my-2 [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:my-2 [&_h3]:font-semibold [&_h3]:text-lg",
  "[&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
  "[&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:bg-fill-alter [&_th]:px-2",
);
