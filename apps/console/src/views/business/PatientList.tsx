import { patient } from "@kanya/resources";
import { createListPage } from "../../list";

/** 患者管理: patients, with the mainland ID card rule of spec §5. */
export default createListPage(patient);
