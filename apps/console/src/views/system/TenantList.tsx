import { resourceCodes } from "@kanya/core/resource";
import { tenant } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { clsx } from "clsx";
import { useMemo, useState } from "react";
import { createListPage } from "../../list";
import { useText } from "../../locale";
import { useAccess } from "../../providers";
import type { ViewProps } from "../view-props";
import { TenantUsersPanel } from "./components/TenantUsersPanel";

const codes = resourceCodes(tenant);

interface ChosenTenant {
  id: number;
  name: string;
}

/**
 * 租户管理 (JeecgBoot's TenantList): the list page of the `tenant` resource (the caller gives the integer id;
 * the server refuses to delete a tenant its users still belong to); a row's 用户 shows that tenant's users.
 */
export default function TenantList(props: ViewProps) {
  const t = useText();
  const access = useAccess();
  const [usersOf, setUsersOf] = useState<ChosenTenant>();

  // Made once per page (the callback only sets this page's state); the list keeps its own state.
  const Tenants = useMemo(
    () =>
      createListPage(tenant, {
        rowActions: (row: DataRow) =>
          access.can(codes.list)
            ? [
                {
                  key: "users",
                  label: t("departs.users"),
                  onSelect: () => setUsersOf({ id: Number(row.id), name: String(row.name ?? "") }),
                },
              ]
            : [],
      }),
    [access, t],
  );

  return (
    <div className={clsx("grid grid-cols-1 gap-6", usersOf && "2xl:grid-cols-2")}>
      <Tenants {...props} />
      {usersOf && (
        <TenantUsersPanel
          key={usersOf.id}
          tenantId={usersOf.id}
          tenantName={usersOf.name}
          onClose={() => setUsersOf(undefined)}
        />
      )}
    </div>
  );
}
