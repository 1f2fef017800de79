import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_system";
import * as m0002 from "./0002_kanya";
import * as m0003 from "./0003_users_roles";
import * as m0004 from "./0004_sign_in_and_logs";
import * as m0005 from "./0005_permission_depart_position";
import * as m0006 from "./0006_common";
import * as m0007 from "./0007_table_versions";
import * as m0008 from "./0008_list_indexes";
import * as m0009 from "./0009_sms_rate_limit";
import * as m0010 from "./0010_path_tickets";
import * as m0011 from "./0011_jeecg_vue2_tables";
import * as m0012q from "./0012_quartz_scheduler";
import * as m0013 from "./0013_business";
import * as m0014 from "./0014_session_ip";
import * as m0015 from "./0015_online_report";
import * as m0016 from "./0016_record_transitions";
import * as m0017 from "./0017_insurance";
import * as m0018 from "./0018_service_records";
import * as m0019 from "./0019_dentistry";
import * as m0020 from "./0020_order_list_indexes";
import * as m0021 from "./0021_data_log_clock";
import * as m0022 from "./0022_claim_list_indexes";

/** Every migration, in order. Names are permanent: Kysely records them in `kysely_migration`. */
export const migrations: Readonly<Record<string, Migration>> = {
  "0001_system": m0001,
  "0002_kanya": m0002,
  "0003_users_roles": m0003,
  "0004_sign_in_and_logs": m0004,
  "0005_permission_depart_position": m0005,
  "0006_common": m0006,
  "0007_table_versions": m0007,
  "0008_list_indexes": m0008,
  "0009_sms_rate_limit": m0009,
  "0010_path_tickets": m0010,
  "0011_jeecg_vue2_tables": m0011,
  "0012_quartz_scheduler": m0012q,
  "0013_business": m0013,
  "0014_session_ip": m0014,
  "0015_online_report": m0015,
  "0016_record_transitions": m0016,
  "0017_insurance": m0017,
  "0018_service_records": m0018,
  "0019_dentistry": m0019,
  "0020_order_list_indexes": m0020,
  "0021_data_log_clock": m0021,
  "0022_claim_list_indexes": m0022,
};
