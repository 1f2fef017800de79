import { Button } from "@kanya/ui/button";
import { Drawer } from "@kanya/ui/drawer";
import { useCallback, useState } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import { type GrantChange, GrantTree, grantResult, useGrantTree } from "./grant-tree";
import { RoleDataRulePanel } from "./RoleDataRulePanel";

export interface RoleAuthDrawerProps {
  roleId: string;
  roleName: string;
  onClose: () => void;
}

/**
 * 角色权限配置 (JeecgBoot's RoleModal drawer): the grant tree with the role's grants ticked; 保存 /
 * 保存并关闭. Selecting a menu with data rules shows them for the role.
 */
export function RoleAuthDrawer({ roleId, roleName, onClose }: RoleAuthDrawerProps) {
  const t = useText();
  const api = useApi();
  const [selected, setSelected] = useState<string>();
  const load = useCallback(async () => {
    const failed = t("grants.loadFailed");
    const [tree, grants] = await Promise.all([
      api.sys.permission.queryTreeList(),
      api.sys.permission.queryRolePermission(roleId),
    ]);
    return { ...grantResult(tree, failed), granted: grantResult(grants, failed) };
  }, [api, roleId, t]);
  const save = useCallback(
    (change: GrantChange) => api.sys.permission.saveRolePermission(roleId, change),
    [api, roleId],
  );
  const grants = useGrantTree({ load, save });
  const saveThenClose = async () => {
    if (await grants.save()) onClose();
  };

  const selectedNode = selected ? grants.index.get(selected)?.node : undefined;
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("roles.authTitle", { roleName })}
      width={650}
      footer={
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t("list.cancel")}</Button>
          <Button disabled={!grants.loaded} loading={grants.saving} onClick={() => void grants.save()}>
            {t("roles.save")}
          </Button>
          <Button
            variant="primary"
            disabled={!grants.loaded}
            loading={grants.saving}
            onClick={() => void saveThenClose()}
          >
            {t("roles.saveClose")}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <GrantTree
          grants={grants}
          label={t("roles.authTree")}
          height={480}
          selectedKey={selected}
          onSelect={setSelected}
        />
        {grants.loaded &&
          (selectedNode?.data?.hasRules ? (
            <RoleDataRulePanel
              roleId={roleId}
              permissionId={selectedNode.key}
              menuTitle={selectedNode.title}
            />
          ) : (
            <p className="text-fg-secondary">{t("roles.rulesHint")}</p>
          ))}
      </div>
    </Drawer>
  );
}
