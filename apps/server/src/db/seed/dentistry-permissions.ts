import { dentistryOrderFlow } from "@kanya/resources";
import { stableId } from "../../ids";
import { DENTISTRY_PERMISSION_CODES } from "../../modules/dentistry/permission-codes";

/*
 * The dentistry codes' button rows (under the dentistry menus) and the dentistry front desk's grants
 * (role `dentistry`, the `CK:` users): every record of their stores and every move of the order flow;
 * 查看全部门店 (`dentistry:store:allStores`) only the administrator, who holds every row.
 */

/** Menu key (seed/menus.ts) a dentistry entity's buttons sit under. */
export const DENTISTRY_BUTTON_MENU: Readonly<Record<string, string>> = {
  dentistryStore: "dentistryStore",
  dentist: "dentistryDoctor",
  dentistryPatient: "dentistryPatient",
  dentistryOrder: "dentistryAppointment",
};

export const DENTISTRY_ENTITY_NAME: Readonly<Record<string, string>> = {
  dentistryStore: "门店",
  dentist: "牙医",
  dentistryPatient: "牙科患者",
  dentistryOrder: "牙科订单",
};

/** Button names by code: the flow's actions share names with other flows' (start, finish, pay, cancel). */
export const DENTISTRY_BUTTON_NAME: Readonly<Record<string, string>> = {
  [DENTISTRY_PERMISSION_CODES.dentistryStore.allStores]: "门店-查看全部门店",
  ...Object.fromEntries(
    dentistryOrderFlow.edges.map((e) => [dentistryOrderFlow.actionCode(e.action), `牙科订单-${e.label}`]),
  ),
};

const C = DENTISTRY_PERMISSION_CODES;
const buttonId = (code: string) => stableId(`permission:button:${code}`);

/** The front desk's button rows: stores read-only, the rest in full, every move; not 查看全部门店. */
export const DENTISTRY_GRANTS: readonly string[] = [
  C.dentistryStore.list,
  ...Object.values(C.dentist),
  ...Object.values(C.dentistryPatient),
  ...Object.values(C.dentistryOrder),
].map(buttonId);
