import { clsx } from "clsx";
import type { ButtonSize, ButtonVariant } from "./button-props";
import type { ButtonState } from "./use-button";

// Every colour, radius and height is a token from src/styles/theme.css: restyle by overriding tokens.
const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap border font-sans font-normal " +
  "select-none transition-colors duration-200 focus-visible:outline-4 focus-visible:outline-offset-1";

/** The focus ring takes the tone's colour. */
const focusRings = {
  normal: "focus-visible:outline-primary-focus",
  danger: "focus-visible:outline-danger-focus",
};

const sizes: Record<ButtonSize, string> = {
  small: "h-control-sm px-[7px] text-control rounded-control-sm",
  middle: "h-control px-[15px] text-control rounded-control",
  large: "h-control-lg px-[15px] text-control-lg rounded-control-lg",
};

/** Icon-only buttons are square. */
const squares: Record<ButtonSize, string> = {
  small: "w-control-sm px-0",
  middle: "w-control px-0",
  large: "w-control-lg px-0",
};

interface Tone {
  /** Colours at rest, also kept while loading. */
  rest: string;
  /** Hover and press feedback, only when the button can be used. */
  interactive: string;
}

const tones: Record<ButtonVariant, { normal: Tone; danger: Tone }> = {
  primary: {
    normal: {
      rest: "border-transparent bg-primary-solid text-on-solid",
      interactive: "hover:bg-primary-solid-hover active:bg-primary-solid-active",
    },
    danger: {
      rest: "border-transparent bg-danger-solid text-on-solid",
      interactive: "hover:bg-danger-solid-hover active:bg-danger-solid-active",
    },
  },
  default: {
    normal: {
      rest: "border-border bg-surface text-fg",
      interactive:
        "hover:border-primary-hover hover:text-primary-text-hover active:border-primary-active active:text-primary-text-active",
    },
    danger: {
      rest: "border-danger bg-surface text-danger-text",
      interactive:
        "hover:border-danger-hover hover:text-danger-text-hover active:border-danger-active active:text-danger-text-active",
    },
  },
  dashed: {
    normal: {
      rest: "border-dashed border-border bg-surface text-fg",
      interactive:
        "hover:border-primary-hover hover:text-primary-text-hover active:border-primary-active active:text-primary-text-active",
    },
    danger: {
      rest: "border-dashed border-danger bg-surface text-danger-text",
      interactive:
        "hover:border-danger-hover hover:text-danger-text-hover active:border-danger-active active:text-danger-text-active",
    },
  },
  text: {
    normal: {
      rest: "border-transparent bg-transparent text-fg",
      interactive: "hover:bg-fill-hover active:bg-fill-active",
    },
    danger: {
      rest: "border-transparent bg-transparent text-danger-text",
      interactive: "hover:bg-danger-fill hover:text-danger-text-hover active:text-danger-text-active",
    },
  },
  link: {
    normal: {
      rest: "border-transparent bg-transparent text-primary-text",
      interactive: "hover:text-primary-text-hover active:text-primary-text-active",
    },
    danger: {
      rest: "border-transparent bg-transparent text-danger-text",
      interactive: "hover:text-danger-text-hover active:text-danger-text-active",
    },
  },
};

/** Disabled looks the same whatever the tone, as in Ant Design. */
const disabledLook: Record<ButtonVariant, string> = {
  primary: "border-border bg-surface-disabled text-fg-disabled",
  default: "border-border bg-surface-disabled text-fg-disabled",
  dashed: "border-dashed border-border bg-surface-disabled text-fg-disabled",
  text: "border-transparent bg-transparent text-fg-disabled",
  link: "border-transparent bg-transparent text-fg-disabled",
};

export interface ButtonClassOptions {
  variant?: ButtonVariant;
  danger?: boolean;
  size?: ButtonSize;
  block?: boolean;
  iconOnly?: boolean;
  state?: ButtonState;
}

/** The Tailwind classes of the default `<Button>`; usable on any element that should look like one. */
export function buttonClasses({
  variant = "default",
  danger = false,
  size = "middle",
  block = false,
  iconOnly = false,
  state = "idle",
}: ButtonClassOptions = {}): string {
  const toneName = danger ? "danger" : "normal";
  const tone = tones[variant][toneName];
  return clsx(
    base,
    focusRings[toneName],
    sizes[size],
    iconOnly && squares[size],
    block && "w-full",
    state === "idle" && [tone.rest, tone.interactive, "cursor-pointer"],
    state === "loading" && [tone.rest, "cursor-default opacity-65"],
    state === "disabled" && [disabledLook[variant], "cursor-not-allowed"],
  );
}
