export { Progress, type ProgressProps, type ProgressSize, type ProgressType } from "./Progress";
export { type ProgressStatus, type UseProgressOptions, useProgress } from "./use-progress";
