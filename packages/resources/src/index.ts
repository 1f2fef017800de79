// Kanya's record types, one file each, a folder per family; the server and the console import them.
import * as business from "./business/index.js";
import * as dentistry from "./dentistry/index.js";
import * as system from "./system/index.js";

export * from "./business/channels.js";
export * from "./business/claim-flow.js";
export * from "./business/claim-invoices.js";
export { CONSULTATION_KIND, type ConsultationKind } from "./business/consultation.js";
export * from "./business/consultation-flow.js";
export * from "./business/index.js";
export * from "./business/member-card-batch.js";
export * from "./business/member-card-status.js";
export * from "./business/order-flow.js";
export * from "./business/work-order-flow.js";
export * from "./business/work-order-records.js";
export * from "./dentistry/dentistry-order-flow.js";
export * from "./dentistry/index.js";
export * from "./dentistry/tooth.js";
export * from "./dentistry/treatment-item.js";
export * from "./dentistry/treatment-items.js";
export * from "./status-flow.js";
export * from "./system/index.js";

/** Every resource, by name. */
export const resources = { ...system, ...business, ...dentistry } as const;
