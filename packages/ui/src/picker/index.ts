export {
  createPickerFace,
  type FaceFieldProps,
  type FaceModalProps,
  type PickerFace,
} from "./create-picker-face";
export {
  DEPART_PICKER_WIDTH,
  DepartPicker,
  DepartPickerModal,
  type DepartPickerModalProps,
  type DepartPickerProps,
} from "./DepartPicker";
export {
  BizPicker,
  BizPickerModal,
  bizPicker,
  PositionPicker,
  PositionPickerModal,
  positionPicker,
  RolePicker,
  RolePickerModal,
  rolePicker,
  UserPicker,
  UserPickerModal,
  userByDepartFace,
  userPicker,
} from "./faces";
export { PickerField, type PickerFieldProps, type PickerModalSlot } from "./PickerField";
export { PickerModal, type PickerModalProps } from "./PickerModal";
export { PickerSearchForm, type PickerSearchFormProps } from "./PickerSearchForm";
export type {
  LoadPickerPage,
  LoadPickerRows,
  PickerColumn,
  PickerMode,
  PickerPage,
  PickerQuery,
  PickerRow,
  PickerSearchField,
} from "./picker-types";
export {
  POPUP_ROW_KEY_LENGTH,
  type PopupConfig,
  type PopupConfigProblem,
  popupConfigProblem,
  popupRowKey,
  popupValues,
  selfParams,
} from "./popup-config";
export {
  PopupField,
  type PopupFieldProps,
  REPORT_POPUP_WIDTH,
  type ReportColumns,
  type ReportLoaders,
  ReportPopupModal,
  type ReportPopupModalProps,
} from "./ReportPopup";
export { SelectedItems, type SelectedItemsProps } from "./SelectedItems";
export { TREE_LINE_HEIGHT, TreeList, type TreeListProps } from "./TreeList";
export { TreePane, type TreePaneProps } from "./TreePane";
export {
  branchKeys,
  indexTree,
  isMixed,
  type PickerTreeNode,
  type TreeLine,
  toggleChecked,
  visibleLines,
} from "./tree-model";
export {
  UserByDepartPicker,
  UserByDepartPickerModal,
  type UserByDepartPickerModalProps,
  type UserByDepartPickerProps,
} from "./UserByDepartPicker";
export { type UsePickerOptions, usePicker } from "./use-picker";
export { type UsePickerFieldOptions, usePickerField } from "./use-picker-field";
export { type UsePickerListOptions, usePickerList } from "./use-picker-list";
export { type UsePickerSelectionOptions, usePickerSelection } from "./use-picker-selection";
export { type LoadPickerTree, usePickerTree } from "./use-picker-tree";
