import { dataSource } from "@kanya/resources";
import { createListPage } from "../../list";

/** 多数据源管理: the list page of the `dataSource` resource. */
export default createListPage(dataSource);
