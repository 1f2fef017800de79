import { Button } from "@kanya/ui/button";
import type { DataTableColumn } from "@kanya/ui/data-table";
import type { QueryFormField } from "@kanya/ui/query-form";
import { useCallback, useMemo } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import { UsersPanel } from "./users-panel";

export interface TenantUsersPanelProps {
  tenantId: number;
  tenantName: string;
  onClose: () => void;
}

/** 租户管理's 用户: the users of one tenant (`getTenantUserList`), searched by account and name. */
export function TenantUsersPanel({ tenantId, tenantName, onClose }: TenantUsersPanelProps) {
  const t = useText();
  const api = useApi();
  const queryFields = useMemo<QueryFormField[]>(
    () => [
      { name: "username", label: t("departs.username"), filter: "like", trim: true },
      { name: "realname", label: t("departs.realname"), filter: "like", trim: true },
    ],
    [t],
  );
  const columns = useMemo<DataTableColumn[]>(
    () => [
      { title: t("departs.username"), dataIndex: "username", width: 140 },
      { title: t("departs.realname"), dataIndex: "realname", width: 120 },
      { title: t("departs.phone"), dataIndex: "phone", width: 130 },
      { title: t("departs.departNames"), dataIndex: "orgCodeTxt", width: 200, ellipsis: true },
      { title: t("departs.status"), dataIndex: "status", width: 80 },
    ],
    [t],
  );
  const load = useCallback(
    (query: Record<string, string | number>) => api.sys.tenant.getTenantUserList(tenantId, query),
    [api, tenantId],
  );
  return (
    <UsersPanel
      label={t("departs.tenantUsers", { name: tenantName })}
      queryFields={queryFields}
      columns={columns}
      load={load}
      headingExtra={
        <Button variant="link" onClick={onClose}>
          {t("list.close")}
        </Button>
      }
    />
  );
}
