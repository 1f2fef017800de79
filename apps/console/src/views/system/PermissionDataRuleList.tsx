import { Empty } from "@kanya/ui/empty";
import { useSearchParams } from "react-router";
import { useText } from "../../locale";
import { PermissionDataRules } from "./components/PermissionDataRules";

/**
 * 数据规则 of one menu as a page of its own: the menu comes from the `permissionId` query parameter
 * (`…?permissionId=<id>`). 菜单管理 shows the same list in its drawer.
 */
export default function PermissionDataRuleList() {
  const t = useText();
  const [params] = useSearchParams();
  const permissionId = params.get("permissionId")?.trim();
  if (!permissionId) return <Empty description={t("dataRules.noMenu")} />;
  return <PermissionDataRules permissionId={permissionId} />;
}
