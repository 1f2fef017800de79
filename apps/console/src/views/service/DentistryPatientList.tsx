import { dentistryPatient } from "@kanya/resources";
import { createListPage } from "../../list";

/** 牙科患者: the patients of the user's stores (病历号 given by the server when left empty). */
export default createListPage(dentistryPatient);
