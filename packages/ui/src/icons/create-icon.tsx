import { clsx } from "clsx";
import type { LucideIcon, LucideProps } from "lucide-react";
import type { ReactElement } from "react";

export interface IconProps extends LucideProps {
  /**
   * Names the icon for screen readers (`role="img"` + `aria-label`). Without it (or another `aria-*`
   * prop) the icon is decoration: `aria-hidden="true"`, as beside a visible label.
   */
  label?: string;
}

export type IconComponent = ((props: IconProps) => ReactElement) & { displayName?: string };

/** Kanya's defaults: as large as the text around it, 2 px strokes, never squeezed in a flex row. */
export const ICON_DEFAULTS = { size: "1em", strokeWidth: 2 } as const;

function renderIcon(Lucide: LucideIcon, { label, size, strokeWidth, className, ...rest }: IconProps) {
  return (
    <Lucide
      size={size ?? ICON_DEFAULTS.size}
      strokeWidth={strokeWidth ?? ICON_DEFAULTS.strokeWidth}
      className={clsx("shrink-0", className)}
      {...(label ? { role: "img", "aria-label": label } : {})}
      {...rest}
    />
  );
}

/**
 * Any lucide icon with Kanya's defaults:
 * `import { Stethoscope } from "lucide-react"; export const StethoscopeIcon = createIcon(Stethoscope);`
 */
export function createIcon(Lucide: LucideIcon): IconComponent {
  const Icon: IconComponent = (props) => renderIcon(Lucide, props);
  Icon.displayName = `${Lucide.displayName ?? "Lucide"}Icon`;
  return Icon;
}

export interface IconByComponentProps extends IconProps {
  /** The lucide icon to draw, e.g. `icon={Stethoscope}`. */
  icon: LucideIcon;
}

/** Draws any lucide icon with Kanya's defaults, without defining a component: `<Icon icon={Bell} label="通知" />`. */
export function Icon({ icon, ...props }: IconByComponentProps) {
  return renderIcon(icon, props);
}
