import type { SysDepartTreeModel } from "@kanya/client";
import { resourceCodes } from "@kanya/core/resource";
import { depart } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Tabs } from "@kanya/ui/tabs";
import { useId } from "react";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";
import { DepartForm } from "./DepartForm";
import { DepartPermissionTab } from "./DepartPermissionTab";

const codes = resourceCodes(depart);

export interface DepartDetailProps {
  record: SysDepartTreeModel;
  /** A save went through: the tree reloads. */
  onSaved: () => void;
  /** 删除 (with its confirm) of this department and everything below it. */
  onDelete?: () => void;
}

/** 部门管理's right side: 基本信息 (the department form, 保存 and 删除) and 部门权限 (its menu grants). */
export function DepartDetail({ record, onSaved, onDelete }: DepartDetailProps) {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const formId = useId();
  const codeId = useId();
  const canEdit = access.can(codes.edit);

  const save = async (body: Record<string, unknown>) => {
    const response = await api.sys.depart.edit({ ...body, id: record.id } as Parameters<
      typeof api.sys.depart.edit
    >[0]);
    if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
    message.success(response.message);
    onSaved();
  };

  const info = (
    <div className="flex flex-col gap-4">
      <DepartForm
        key={`${record.id}:${record.updateTime ?? ""}`}
        id={formId}
        record={record as unknown as Record<string, unknown>}
        disabled={!canEdit}
        onSubmit={save}
        lead={
          <div className="flex flex-col gap-1 md:col-span-2">
            <label htmlFor={codeId} className="text-fg-secondary">
              {t("departs.orgCode")}
            </label>
            <Input id={codeId} value={record.orgCode} readOnly />
          </div>
        }
      />
      <div className="flex gap-2">
        {canEdit && (
          <Button variant="primary" htmlType="submit" form={formId}>
            {t("departs.save")}
          </Button>
        )}
        {onDelete && (
          <Button danger onClick={onDelete}>
            {t("list.delete")}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Tabs
      aria-label={record.departName}
      items={[
        { key: "info", label: t("departs.info"), children: info },
        {
          key: "permission",
          label: t("departs.permission"),
          children: <DepartPermissionTab key={record.id} departId={record.id} />,
        },
      ]}
    />
  );
}
