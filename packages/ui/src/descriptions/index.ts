export { Descriptions, type DescriptionsProps, type DescriptionsSize, useDescriptions } from "./Descriptions";
export {
  clampColumns,
  type DescriptionsItem,
  type LaidOutItem,
  layoutDescriptions,
  MAX_DESCRIPTION_COLUMNS,
} from "./layout-descriptions";
