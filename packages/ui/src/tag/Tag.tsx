import { clsx } from "clsx";
import {
  type ComponentPropsWithRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useState,
} from "react";
import { XIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { tagZhCN } from "../locale/zh-CN/tag";

export type TagPresetColor = "default" | "primary" | "success" | "warning" | "danger";

export interface TagProps extends Omit<ComponentPropsWithRef<"span">, "color"> {
  /** A preset tone, or any CSS colour (`#722ed1`, `var(--brand)`), drawn solid with white text. */
  color?: TagPresetColor | (string & {});
  /** Shows a close button (labelled for screen readers). */
  closable?: boolean;
  /** Called with the click; `event.preventDefault()` keeps the tag shown (e.g. to confirm first). */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Shown before the text. */
  icon?: ReactNode;
  /** Default true. */
  bordered?: boolean;
  /** Names the close button; default 关闭标签 plus the tag's text when it is a string. */
  closeLabel?: string;
}

const presets: Record<TagPresetColor, string> = {
  default: "border-border bg-fill-alter text-fg",
  primary: "border-primary/40 bg-primary/10 text-primary-text",
  success: "border-success/40 bg-success/10 text-success-text",
  warning: "border-warning/40 bg-warning/10 text-warning-text",
  danger: "border-danger/40 bg-danger/10 text-danger-text",
};

function isPreset(color: string): color is TagPresetColor {
  return color in presets;
}

/** The behaviour of a closable tag: hidden after its close button, unless the handler prevents it. */
export function useTag({ onClose }: { onClose?: TagProps["onClose"] }) {
  const [visible, setVisible] = useState(true);
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    onClose?.(event);
    if (!event.defaultPrevented) setVisible(false);
  };
  return { visible, close };
}

/** A small label for a status or category, in the status tokens or a colour of your own. */
export function Tag({
  color = "default",
  closable = false,
  onClose,
  icon,
  bordered = true,
  closeLabel,
  className,
  style,
  children,
  ...rest
}: TagProps) {
  const { t } = useLocale(tagZhCN);
  const { visible, close } = useTag({ onClose });
  if (!visible) return null;

  const preset = isPreset(color);
  const label =
    closeLabel ??
    (typeof children === "string" || typeof children === "number"
      ? t("tag.closeNamed", { name: String(children) })
      : t("tag.close"));

  return (
    <span
      {...rest}
      data-color={preset ? color : "custom"}
      className={clsx(
        "inline-flex h-[22px] items-center gap-1 rounded-control-sm border px-[7px] align-middle",
        "font-sans text-xs leading-5 whitespace-nowrap",
        preset ? presets[color] : "border-transparent bg-(--kanya-tag-color) text-on-solid",
        !bordered && "border-transparent",
        className,
      )}
      style={preset ? style : ({ "--kanya-tag-color": color, ...style } as CSSProperties)}
    >
      {icon != null && (
        <span aria-hidden="true" className="inline-flex shrink-0">
          {icon}
        </span>
      )}
      <span className="min-w-0 truncate">{children}</span>
      {closable && (
        <button
          type="button"
          aria-label={label}
          onClick={close}
          className={clsx(
            "-me-1 inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-control-sm border-0",
            "bg-transparent p-0 text-current opacity-70 transition-opacity hover:opacity-100",
            "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-focus",
          )}
        >
          <XIcon aria-hidden="true" className="size-3" />
        </button>
      )}
    </span>
  );
}
