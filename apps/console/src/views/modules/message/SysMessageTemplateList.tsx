import { messageTemplate } from "@kanya/resources";
import { createListPage } from "../../../list";
import { useTemplateSendTest } from "./components/template-send-test";

/** 消息模板: the list page of the `messageTemplate` resource, with 发送测试 on each row. */
export default createListPage(messageTemplate, { useParts: useTemplateSendTest });
