// The dictionary string `code` or `table,text,code[,where]`, read and written once for every end.
export {
  type DictCodeErrorCode,
  type DictCodeParseResult,
  type DictSource,
  formatDictCode,
  parseDictCode,
} from "./dict-code.js";
export { type DictLocale, type DictMessageKey, dictMessage } from "./messages.js";
