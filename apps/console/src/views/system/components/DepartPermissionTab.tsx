import { Button } from "@kanya/ui/button";
import { useCallback } from "react";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";
import { type GrantChange, GrantTree, grantResult, useGrantTree } from "./grant-tree";

/** Saving a department's menus is `saveDepartPermission`'s code (the server's guard). */
const GRANT_CODE = "system:permission:saveDepart";

/**
 * 部门权限 (JeecgBoot's DepartAuthModal as a tab): the menu and button tree with the department's grants
 * ticked — the ceiling for its department roles.
 */
export function DepartPermissionTab({ departId }: { departId: string }) {
  const t = useText();
  const api = useApi();
  const canSave = useAccess().can(GRANT_CODE);
  const load = useCallback(async () => {
    const failed = t("grants.loadFailed");
    const [tree, grants] = await Promise.all([
      api.sys.permission.queryTreeList(),
      api.sys.permission.queryDepartPermission(departId),
    ]);
    return { ...grantResult(tree, failed), granted: grantResult(grants, failed) };
  }, [api, departId, t]);
  const save = useCallback(
    (change: GrantChange) => api.sys.permission.saveDepartPermission(departId, change),
    [api, departId],
  );
  const grants = useGrantTree({ load, save });
  return (
    <div className="flex flex-col gap-4">
      <GrantTree grants={grants} label={t("departs.permissionTree")} height={420} />
      {canSave && grants.loaded && (
        <div>
          <Button variant="primary" loading={grants.saving} onClick={() => void grants.save()}>
            {t("grants.save")}
          </Button>
        </div>
      )}
    </div>
  );
}
