import { channel } from "@kanya/resources";
import { createListPage } from "../../list";

/** 渠道管理: the partner and insurer channels (the spec's channel codes). */
export default createListPage(channel);
