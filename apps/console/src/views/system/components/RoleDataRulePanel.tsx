import { Button } from "@kanya/ui/button";
import { Checkbox } from "@kanya/ui/checkbox";
import { Empty } from "@kanya/ui/empty";
import { message } from "@kanya/ui/message";
import { Spin } from "@kanya/ui/spin";
import { useEffect, useState } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";

interface Rule {
  id: string;
  ruleName: string | null;
}

export interface RoleDataRulePanelProps {
  roleId: string;
  permissionId: string;
  menuTitle: string;
}

/**
 * A role's data rules on one menu (the authorisation drawer's 数据规则): every rule of the menu, ticked
 * where the role holds it, saved through `POST /sys/role/datarule`. The server refuses rules of a menu the
 * role was not granted yet (请先保存角色菜单权限!), and that message is shown.
 */
export function RoleDataRulePanel({ roleId, permissionId, menuTitle }: RoleDataRulePanelProps) {
  const t = useText();
  const api = useApi();
  const [rules, setRules] = useState<Rule[]>();
  const [checked, setChecked] = useState<string[]>([]);
  const [failed, setFailed] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    setRules(undefined);
    setFailed(undefined);
    api.sys.permission
      .roleDataRule(permissionId, roleId)
      .then((response) => {
        if (!live) return;
        if (!response.success) return setFailed(response.message || t("roles.rulesLoadFailed"));
        setRules(response.result.datarule);
        setChecked(response.result.drChecked?.split(",").filter(Boolean) ?? []);
      })
      .catch(() => live && setFailed(t("roles.rulesLoadFailed")));
    return () => {
      live = false;
    };
  }, [api, permissionId, roleId, t]);

  const save = async () => {
    setSaving(true);
    try {
      const response = await api.sys.permission.saveRoleDataRule(permissionId, roleId, checked);
      if (response.success) message.success(response.message);
      else message.warning(response.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label={t("roles.rulesOf", { title: menuTitle })} className="flex flex-col gap-3">
      <h3 className="font-medium">{t("roles.rulesOf", { title: menuTitle })}</h3>
      {failed ? (
        <p role="alert" className="text-danger">
          {failed}
        </p>
      ) : !rules ? (
        <Spin />
      ) : rules.length === 0 ? (
        <Empty description={t("roles.noRules")} />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            {rules.map((rule) => (
              <Checkbox
                key={rule.id}
                checked={checked.includes(rule.id)}
                onChange={(on) =>
                  setChecked((now) => (on ? [...now, rule.id] : now.filter((id) => id !== rule.id)))
                }
              >
                {rule.ruleName ?? rule.id}
              </Checkbox>
            ))}
          </div>
          <div>
            <Button variant="primary" loading={saving} onClick={() => void save()}>
              {t("roles.saveRules")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
