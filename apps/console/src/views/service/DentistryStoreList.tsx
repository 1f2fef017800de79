import { dentistryStore } from "@kanya/resources";
import { createListPage } from "../../list";

/** 门店管理: the dentistry stores, each tied to the department whose staff work there. */
export default createListPage(dentistryStore);
