import { consultationListPage } from "./consultation-list";

/** 电话问诊: the phone consultations. */
export default consultationListPage("phone");
