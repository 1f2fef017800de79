import { dentistryOrderFlow, TREATMENT_ITEMS } from "@kanya/resources";

/** The dentistry store system's dictionaries (model: packages/resources/README.md): code, name, value → text. */
export const DENTISTRY_DICTIONARIES: readonly [
  code: string,
  name: string,
  items: readonly (readonly [string, string])[],
][] = [
  ["dentistry_order_status", "牙科订单状态", Object.entries(dentistryOrderFlow.statuses)],
  ["treatment_item", "牙科治疗项目", TREATMENT_ITEMS.map((item) => [item.value, item.text] as const)],
];
