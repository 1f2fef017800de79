import { insurancePolicy } from "@kanya/resources";
import { createListPage } from "../../list";

/**
 * 保险管理: the insurers' policies — policy number, insurer (a 保险公司 channel), holder and insured, product,
 * coverage and premium, period and status (生效中, 已过期, 已退保). Claims are made on a policy in force.
 */
export default createListPage(insurancePolicy);
