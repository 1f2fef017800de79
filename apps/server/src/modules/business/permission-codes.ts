import { resourceCodes } from "@kanya/core/resource";
import {
  channel,
  claim,
  claimFlow,
  consultation,
  consultationFlow,
  customer,
  doctor,
  healthReport,
  hospital,
  insurancePolicy,
  memberCard,
  orderFlow,
  patient,
  serviceOrder,
  workOrder,
  workOrderFlow,
} from "@kanya/resources";

/** The business records' permission codes, merged into the catalog (src/http/permission-codes.ts). */
export const BUSINESS_PERMISSION_CODES = {
  channel: {
    ...resourceCodes(channel),
    /** 查看全部渠道: not kept to the channels of one's department (channel-scope.ts). */
    allChannels: "business:channel:allChannels",
  },
  customer: resourceCodes(customer),
  memberCard: {
    ...resourceCodes(memberCard),
    activate: "business:memberCard:activate",
    freeze: "business:memberCard:freeze",
    unfreeze: "business:memberCard:unfreeze",
  },
  patient: resourceCodes(patient),
  hospital: resourceCodes(hospital),
  doctor: resourceCodes(doctor),
  serviceOrder: { ...resourceCodes(serviceOrder), ...orderFlow.codes },
  insurancePolicy: resourceCodes(insurancePolicy),
  claim: { ...resourceCodes(claim), ...claimFlow.codes },
  workOrder: { ...resourceCodes(workOrder), ...workOrderFlow.codes },
  consultation: { ...resourceCodes(consultation), ...consultationFlow.codes },
  healthReport: resourceCodes(healthReport),
} as const;
