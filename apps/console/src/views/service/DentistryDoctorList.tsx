import { dentist } from "@kanya/resources";
import { createListPage } from "../../list";

/** 医生排班: the dentists of the user's stores, their titles, clinic days and whether they see patients. */
export default createListPage(dentist);
