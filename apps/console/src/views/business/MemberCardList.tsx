import { memberCard } from "@kanya/resources";
import { createListPage } from "../../list";
import { useMemberCardActions } from "./components/member-card-actions";

/** 会员卡管理: member cards, with 激活 (activation code checked), 冻结 and 解冻 on each row. */
export default createListPage(memberCard, { useParts: useMemberCardActions });
