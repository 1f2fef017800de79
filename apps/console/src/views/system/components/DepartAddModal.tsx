import type { SysDepartTreeModel } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useId } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import { DepartForm } from "./DepartForm";

export interface DepartAddModalProps {
  /** The department the new one goes under; absent for a top-level one (a company). */
  parent?: SysDepartTreeModel;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增 / 添加下级: the department form in a dialog; the server places it under the parent and gives its code. */
export function DepartAddModal({ parent, onClose, onSaved }: DepartAddModalProps) {
  const t = useText();
  const api = useApi();
  const formId = useId();
  const parentId = useId();

  const save = async (body: Record<string, unknown>) => {
    const response = await api.sys.depart.add({ ...body, parentId: parent?.id ?? "" } as Parameters<
      typeof api.sys.depart.add
    >[0]);
    if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
    message.success(response.message);
    onClose();
    onSaved();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={parent ? t("departs.addChildTitle") : t("departs.addTitle")}
      width={800}
      destroyOnClose
      footer={
        <>
          <Button onClick={onClose}>{t("list.cancel")}</Button>
          <Button variant="primary" htmlType="submit" form={formId}>
            {t("list.ok")}
          </Button>
        </>
      }
    >
      <DepartForm
        id={formId}
        onSubmit={save}
        lead={
          parent ? (
            <div className="flex flex-col gap-1 md:col-span-2">
              <label htmlFor={parentId} className="text-fg-secondary">
                {t("departs.parent")}
              </label>
              <Input id={parentId} value={parent.departName} readOnly />
            </div>
          ) : undefined
        }
      />
    </Modal>
  );
}
