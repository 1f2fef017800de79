/*
 * 治疗项目: the `treatment_item` dictionary (the seed fills it from this list) with each item's list
 * price, which the front desk's item table starts a row with.
 */

export interface TreatmentItemSeed {
  readonly value: string;
  readonly text: string;
  /** The list price of one, in yuan. */
  readonly price: number;
  /** Whether the item is done on one tooth (牙位 asked) rather than the whole mouth. */
  readonly perTooth: boolean;
}

export const TREATMENT_ITEMS: readonly TreatmentItemSeed[] = [
  { value: "1", text: "口腔检查", price: 50, perTooth: false },
  { value: "2", text: "超声波洁牙", price: 200, perTooth: false },
  { value: "3", text: "树脂补牙", price: 300, perTooth: true },
  { value: "4", text: "根管治疗", price: 1200, perTooth: true },
  { value: "5", text: "拔牙", price: 300, perTooth: true },
  { value: "6", text: "智齿拔除", price: 800, perTooth: true },
  { value: "7", text: "烤瓷冠", price: 2000, perTooth: true },
  { value: "8", text: "种植牙", price: 8000, perTooth: true },
  { value: "9", text: "正畸复诊", price: 500, perTooth: false },
  { value: "10", text: "涂氟", price: 100, perTooth: false },
  { value: "11", text: "窝沟封闭", price: 150, perTooth: true },
  { value: "12", text: "牙片拍摄", price: 80, perTooth: true },
];

/** The list price of an item, or 0 when the dictionary value is unknown. */
export function treatmentItemPrice(value: string): number {
  return TREATMENT_ITEMS.find((item) => item.value === value)?.price ?? 0;
}
