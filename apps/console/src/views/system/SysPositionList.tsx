import { position } from "@kanya/resources";
import { createListPage } from "../../list";

/** 职务管理: the list page of the `position` resource. */
export default createListPage(position);
