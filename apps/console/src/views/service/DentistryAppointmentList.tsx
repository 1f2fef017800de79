import { dentistryOrder } from "@kanya/resources";
import { createListPage } from "../../list";
import { useAppointmentFlow } from "./components/appointment-flow";

/**
 * 预约挂号: every appointment of the user's stores with status tabs and counts, the moves as row actions
 * (完成治疗 with the treatment items, 收款 with the payment) and each order's 流转记录.
 */
export default createListPage(dentistryOrder, { useParts: useAppointmentFlow });
