export {
  categoryLoaders,
  type DictOption,
  dictLoaders,
  type TreeOption,
  type TreeOptionQuery,
} from "./select-loaders.js";
export { unwrap } from "./unwrap.js";
