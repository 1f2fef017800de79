import { clsx } from "clsx";
import { marked } from "marked";
import { type ComponentPropsWithRef, useMemo } from "react";
import { proseClasses } from "./HtmlView";
import { sanitizeHtml } from "./sanitize";

export interface MarkdownViewProps
  extends Omit<ComponentPropsWithRef<"div">, "children" | "dangerouslySetInnerHTML"> {
  /** GitHub-flavoured Markdown; raw HTML in it is sanitized like any other HTML. */
  markdown: string | null | undefined;
}

/** Read-only Markdown: rendered with marked, then sanitized with DOMPurify. */
export function MarkdownView({ markdown, className, ...rest }: MarkdownViewProps) {
  const safe = useMemo(
    () => sanitizeHtml(marked.parse(markdown ?? "", { async: false, gfm: true })),
    [markdown],
  );
  return (
    <div
      {...rest}
      data-slot="markdown-view"
      className={clsx(proseClasses, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through DOMPurify (sanitizeHtml) just above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
