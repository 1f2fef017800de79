export type StepStatus = "wait" | "process" | "finish" | "error";

export interface StepItem {
  title: string;
  description?: string;
  /** Overrides the status worked out from `current`. */
  status?: StepStatus;
}

export interface UseStepsOptions {
  items: readonly StepItem[];
  /** Index of the step in progress (0-based). Default 0. */
  current?: number;
  /** The status of the current step; `error` marks where a flow failed. Default `process`. */
  status?: StepStatus;
}

export interface ResolvedStep extends StepItem {
  index: number;
  status: StepStatus;
  isCurrent: boolean;
}

/** Settles each step's status as Ant Design does: before `current` finished, after it waiting. */
export function useSteps({ items, current = 0, status = "process" }: UseStepsOptions): ResolvedStep[] {
  return items.map((item, index) => {
    const byPosition: StepStatus = index < current ? "finish" : index === current ? status : "wait";
    return { ...item, index, status: item.status ?? byPosition, isCurrent: index === current };
  });
}
