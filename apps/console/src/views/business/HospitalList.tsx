import { hospital } from "@kanya/resources";
import { createListPage } from "../../list";
import { useHospitalDoctors } from "./components/hospital-doctors";

/** 医院数据: hospitals and clinics the orders are served at, each with its doctors (医生). */
export default createListPage(hospital, { useParts: useHospitalDoctors });
