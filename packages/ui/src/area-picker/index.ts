export { AreaPicker, type AreaPickerProps } from "./AreaPicker";
export {
  AREA_ROOT,
  type AreaNode,
  type AreaTables,
  type AreaTree,
  areaLabel,
  areaPath,
  buildAreaTree,
} from "./area-model";
export { loadAreaTree } from "./load-area-tree";
export { type UseAreaPickerOptions, useAreaPicker } from "./use-area-picker";
