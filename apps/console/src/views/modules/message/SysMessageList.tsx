import { message } from "@kanya/resources";
import { createListPage } from "../../../list";

/** 消息管理: the messages sent by system notice, e-mail, DingTalk or WeCom (`message` resource). */
export default createListPage(message);
