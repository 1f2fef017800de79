export {
  listPickerLoaders,
  type PickerDepartNode,
  type PickerPageQuery,
  type PickerPageResult,
  pickerLoaders,
  type ReportColumnsResult,
  reportLoaders,
} from "./picker-loaders.js";
export {
  categoryLoaders,
  type DictOption,
  dictLoaders,
  type TreeOption,
  type TreeOptionQuery,
} from "./select-loaders.js";
export { unwrap } from "./unwrap.js";
