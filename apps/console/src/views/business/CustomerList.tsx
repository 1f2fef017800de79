import { customer } from "@kanya/resources";
import { createListPage } from "../../list";

/** 客户管理: customers and members. */
export default createListPage(customer);
