import { checkRule } from "@kanya/resources";
import { createListPage } from "../../list";

/** 校验规则: the list page of the `checkRule` resource. */
export default createListPage(checkRule);
