// The dentistry store system (issue 16, the `CK:` users' product); the model is packages/resources/README.md.
export { dentist } from "./dentist.js";
export { dentistryOrder } from "./dentistry-order.js";
export { dentistryPatient } from "./dentistry-patient.js";
export { dentistryStore } from "./store.js";
