import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { TableVersions } from "../../db/table-versions";
import type { ImportDeps } from "../../http/excel";

/** What the business modules need from the app. */
export interface BusinessDeps {
  readonly db: Kysely<Database>;
  readonly clock: () => Date;
  readonly importDeps: () => ImportDeps;
  /**
   * Whether the user holds a permission code (the order flow's edges each have one). `versions`: the
   * request's (AuthContext), which let the codes come from memory without reading the grants' version.
   */
  readonly hasPermission: (userId: string, code: string, versions?: TableVersions) => Promise<boolean>;
}
