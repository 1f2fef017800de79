// The health-services business records (issue 16); the model is packages/resources/README.md.
export { channel } from "./channel.js";
export { claim } from "./claim.js";
export { consultation } from "./consultation.js";
export { customer } from "./customer.js";
export { doctor } from "./doctor.js";
export { healthReport } from "./health-report.js";
export { hospital } from "./hospital.js";
export { insurancePolicy } from "./insurance-policy.js";
export { memberCard } from "./member-card.js";
export { patient } from "./patient.js";
export { serviceOrder } from "./service-order.js";
export { workOrder } from "./work-order.js";
