import { clsx } from "clsx";
import type { ComponentPropsWithRef } from "react";
import { CheckIcon, XIcon } from "../icon-base/glyphs";
import { type ResolvedStep, type StepStatus, type UseStepsOptions, useSteps } from "./use-steps";

export type StepsDirection = "horizontal" | "vertical";
export type StepsSize = "default" | "small";

const markTones: Record<StepStatus, string> = {
  wait: "border-border text-fg-secondary",
  process: "border-primary bg-primary text-on-solid",
  finish: "border-primary text-primary-text",
  error: "border-danger text-danger-text",
};

const titleTones: Record<StepStatus, string> = {
  wait: "text-fg-secondary",
  process: "font-semibold text-fg",
  finish: "text-fg",
  error: "text-danger-text",
};

/** The list of steps: an `<ol>` (name it with `aria-label`), laid out in a row or a column. */
export function StepsList({
  direction = "horizontal",
  className,
  ...rest
}: ComponentPropsWithRef<"ol"> & { direction?: StepsDirection }) {
  return (
    <ol
      data-slot="steps"
      data-direction={direction}
      {...rest}
      className={clsx(
        "m-0 flex list-none p-0 font-sans",
        direction === "horizontal" ? "items-start gap-2" : "flex-col",
        className,
      )}
    />
  );
}

/** One step's number, or a check when finished and a cross when it failed. */
export function StepMark({ step, size = "default" }: { step: ResolvedStep; size?: StepsSize }) {
  return (
    <span
      data-slot="step-mark"
      aria-hidden="true"
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-full border",
        size === "small" ? "size-6 text-xs" : "size-8 text-control",
        markTones[step.status],
      )}
    >
      {step.status === "finish" ? (
        <CheckIcon className="size-[1em]" />
      ) : step.status === "error" ? (
        <XIcon className="size-[1em]" />
      ) : (
        step.index + 1
      )}
    </span>
  );
}

/** The line from a step to the next: coloured once the step is finished. */
function StepTail({ step, direction }: { step: ResolvedStep; direction: StepsDirection }) {
  return (
    <span
      data-slot="step-tail"
      aria-hidden="true"
      className={clsx(
        step.status === "finish" ? "bg-primary" : "bg-border",
        direction === "horizontal" ? "h-px min-w-4 flex-1 self-center" : "my-1 min-h-4 w-px flex-1",
      )}
    />
  );
}

/** One `<li>`: mark, title, description and the line to the next; the current one is `aria-current="step"`. */
export function StepsItem({
  step,
  size = "default",
  direction = "horizontal",
  last = false,
  className,
  ...rest
}: ComponentPropsWithRef<"li"> & {
  step: ResolvedStep;
  size?: StepsSize;
  direction?: StepsDirection;
  /** The last step draws no line after it. */
  last?: boolean;
}) {
  const text = (
    <span
      className={clsx(
        "flex min-w-0 flex-col",
        size === "small" ? "pt-0.5" : "pt-1",
        direction === "vertical" && "pb-4",
      )}
    >
      <span
        className={clsx(
          "truncate leading-6",
          size === "small" ? "text-control" : "text-base",
          titleTones[step.status],
        )}
      >
        {step.title}
      </span>
      {step.description && <span className="text-control text-fg-secondary">{step.description}</span>}
    </span>
  );
  return (
    <li
      data-slot="steps-item"
      data-status={step.status}
      aria-current={step.isCurrent ? "step" : undefined}
      {...rest}
      className={clsx("flex min-w-0 gap-2", direction === "horizontal" && !last && "flex-1", className)}
    >
      {direction === "horizontal" ? (
        <>
          <StepMark step={step} size={size} />
          {text}
          {!last && (
            <span className={clsx("flex min-w-4 flex-1", size === "small" ? "h-6" : "h-8")}>
              <StepTail step={step} direction={direction} />
            </span>
          )}
        </>
      ) : (
        <>
          <span className="flex flex-col items-center">
            <StepMark step={step} size={size} />
            {!last && <StepTail step={step} direction={direction} />}
          </span>
          {text}
        </>
      )}
    </li>
  );
}

export interface StepsProps extends UseStepsOptions, Omit<ComponentPropsWithRef<"ol">, "children"> {
  /** Default `horizontal`. */
  direction?: StepsDirection;
  /** `small` draws 24 px marks and smaller titles. */
  size?: StepsSize;
}

/** Where a multi-step flow stands, as Ant Design's Steps: numbered steps, the current one highlighted. */
export function Steps({
  items,
  current,
  status,
  direction = "horizontal",
  size = "default",
  ...rest
}: StepsProps) {
  const steps = useSteps({ items, current, status });
  return (
    <StepsList direction={direction} {...rest}>
      {steps.map((step) => (
        <StepsItem
          key={step.index}
          step={step}
          size={size}
          direction={direction}
          last={step.index === steps.length - 1}
        />
      ))}
    </StepsList>
  );
}
