import { clsx } from "clsx";

/**
 * Where a multi-step flow stands: numbered steps, the current one highlighted (`aria-current="step"`).
 * A small stand-in until @kanya/ui has a Steps component.
 */
export function StepTrail({
  steps,
  current,
  label,
}: {
  steps: readonly string[];
  current: number;
  label: string;
}) {
  return (
    <ol aria-label={label} className="mb-6 flex items-center gap-2 text-[14px]">
      {steps.map((title, index) => {
        const state = index < current ? "done" : index === current ? "current" : "todo";
        return (
          <li
            key={title}
            aria-current={state === "current" ? "step" : undefined}
            className="flex flex-1 items-center gap-2"
          >
            <span
              aria-hidden="true"
              className={clsx(
                "inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-[12px]",
                state === "todo" ? "border-border text-fg-secondary" : "border-primary",
                state === "current" && "bg-primary text-on-solid",
                state === "done" && "text-primary",
              )}
            >
              {index + 1}
            </span>
            <span
              className={clsx(
                "truncate",
                state === "current" ? "font-semibold text-fg" : "text-fg-secondary",
              )}
            >
              {title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
