export {
  StepMark,
  Steps,
  type StepsDirection,
  StepsItem,
  StepsList,
  type StepsProps,
  type StepsSize,
} from "./Steps";
export {
  type ResolvedStep,
  type StepItem,
  type StepStatus,
  type UseStepsOptions,
  useSteps,
} from "./use-steps";
