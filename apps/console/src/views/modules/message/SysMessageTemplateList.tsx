import { messageTemplate } from "@kanya/resources";
import { createListPage } from "../../../list";

/** 消息模板: the list page of the `messageTemplate` resource. */
export default createListPage(messageTemplate);
