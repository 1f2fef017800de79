import { clsx } from "clsx";
import type { IconNode } from "lucide";
import { createElement, type ReactElement, type SVGProps } from "react";

export type { IconNode };

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "strokeWidth"> {
  /** Width and height; default `1em`, as large as the text around it. */
  size?: number | string;
  /** Default 2. */
  strokeWidth?: number | string;
  /**
   * Names the icon for screen readers (`role="img"` + `aria-label`). Without it (or another `aria-*`,
   * `role` or `title` prop) the icon is decoration: `aria-hidden="true"`, as beside a visible label.
   */
  label?: string;
}

export type IconComponent = ((props: IconProps) => ReactElement) & { displayName?: string };

/** Kanya's defaults: as large as the text around it, 2 px strokes, never squeezed in a flex row. */
export const ICON_DEFAULTS = { size: "1em", strokeWidth: 2 } as const;

const namesItself = (props: object) =>
  Object.keys(props).some((name) => name.startsWith("aria-") || name === "role" || name === "title");

// lucide's drawings come as plain data (`[["path", { d: "…" }], …]`, the `lucide` package) and are drawn
// here: lucide-react's own runtime and per-shape keys would cost every app about 3 KB (gzip) more.
function renderIcon(
  node: IconNode,
  { label, size, strokeWidth, color, className, children, ...rest }: IconProps,
): ReactElement {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decoration is aria-hidden; a label or aria-* prop names it (role="img")
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size ?? ICON_DEFAULTS.size}
      height={size ?? ICON_DEFAULTS.size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color ?? "currentColor"}
      strokeWidth={strokeWidth ?? ICON_DEFAULTS.strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx("shrink-0", className)}
      aria-hidden={label || namesItself(rest) ? undefined : true}
      {...(label ? { role: "img", "aria-label": label } : {})}
      {...rest}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      {children}
    </svg>
  );
}

/**
 * Any lucide icon with Kanya's defaults:
 * `import { Stethoscope } from "lucide"; export const StethoscopeIcon = createIcon(Stethoscope, "Stethoscope");`
 * (the name only labels the component in React's developer tools).
 */
export function createIcon(node: IconNode, name?: string): IconComponent {
  const Icon: IconComponent = (props) => renderIcon(node, props);
  if (name) Icon.displayName = `${name}Icon`;
  return Icon;
}

export interface IconByComponentProps extends IconProps {
  /** The lucide icon to draw, e.g. `icon={Stethoscope}` (from the `lucide` package). */
  icon: IconNode;
}

/** Draws any lucide icon with Kanya's defaults, without defining a component: `<Icon icon={Bell} label="通知" />`. */
export function Icon({ icon, ...props }: IconByComponentProps): ReactElement {
  return renderIcon(icon, props);
}
