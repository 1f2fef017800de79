import { resourceCodes } from "@kanya/core/resource";
import {
  dentist,
  dentistryOrder,
  dentistryOrderFlow,
  dentistryPatient,
  dentistryStore,
} from "@kanya/resources";

/** The dentistry records' permission codes, merged into the catalog (src/http/permission-codes.ts). */
export const DENTISTRY_PERMISSION_CODES = {
  dentistryStore: {
    ...resourceCodes(dentistryStore),
    /** Sees and works every store's records, not only the stores of the user's department. */
    allStores: "dentistry:store:allStores",
  },
  dentist: resourceCodes(dentist),
  dentistryPatient: resourceCodes(dentistryPatient),
  // The flow's actions: checkIn, start, finish, pay, cancel.
  dentistryOrder: { ...resourceCodes(dentistryOrder), ...dentistryOrderFlow.codes },
} as const;
