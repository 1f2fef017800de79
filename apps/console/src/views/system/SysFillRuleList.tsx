import { fillRule } from "@kanya/resources";
import { createListPage } from "../../list";

/** 填值规则: the list page of the `fillRule` resource. */
export default createListPage(fillRule);
