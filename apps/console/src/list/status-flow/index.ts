// A record's status flow in the console: tabs with counts, moves as row actions, the history drawer.

export { FlowHistoryDrawer } from "./flow-history-drawer";
export type { FlowAmountField, FlowMoveOptions } from "./flow-transition-dialog";
export { FlowTransitionDialog } from "./flow-transition-dialog";
export { type StatusFlowOptions, statusFlowParts } from "./use-status-flow";
