import type { SysPermissionDataRuleForm } from "@kanya/client";
import { formDefaults, formFields, resourceSchema } from "@kanya/core/resource";
import { permissionDataRule } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import { Form, FormField, type FormSchema, useForm } from "@kanya/ui/form";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useId, useMemo } from "react";
import { useFieldControl } from "../../../list/FieldControl";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";

const fields = formFields(permissionDataRule);
const schemas = {
  add: resourceSchema(permissionDataRule, "add") as unknown as FormSchema,
  edit: resourceSchema(permissionDataRule, "edit") as unknown as FormSchema,
};

export interface PermissionRuleFormModalProps {
  permissionId: string;
  /** The rule edited; absent when adding. */
  record?: Record<string, unknown>;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

/**
 * 新增 / 编辑 of a menu's data rule: the `permissionDataRule` resource's fields and schema, saved through
 * `addPermissionRule` / `editPermissionRule`; the server's refusal is shown and the dialog stays open.
 */
export function PermissionRuleFormModal({
  permissionId,
  record,
  onOpenChange,
  onSaved,
}: PermissionRuleFormModalProps) {
  const t = useText();
  const api = useApi();
  const control = useFieldControl();
  const formId = useId();
  const values = useMemo(() => {
    const start = record ?? formDefaults(permissionDataRule);
    const own = Object.fromEntries(fields.map(({ name }) => [name, start[name] ?? ""]));
    return record ? { ...own, id: record.id } : own;
  }, [record]);
  const form = useForm({ schema: record ? schemas.edit : schemas.add, values });

  const save = async (body: Record<string, unknown>) => {
    const rules = api.sys.permission;
    // The schema has checked the fields; the wire types name them.
    const rule = body as unknown as SysPermissionDataRuleForm;
    const response = record
      ? await rules.editPermissionRule({ ...rule, id: String(record.id) })
      : await rules.addPermissionRule({ ...rule, permissionId });
    if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
    message.success(response.message);
    onOpenChange(false);
    onSaved();
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t(record ? "dataRules.editTitle" : "dataRules.addTitle")}
      width={640}
      destroyOnClose
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t("list.cancel")}</Button>
          <Button variant="primary" htmlType="submit" form={formId} loading={form.formState.isSubmitting}>
            {t("list.ok")}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={save} className="grid grid-cols-1 gap-x-6">
        {fields.map(({ name, field }) => (
          <FormField key={name} name={name} label={field.label} required={field.required === true}>
            {control(field)}
          </FormField>
        ))}
      </Form>
    </Modal>
  );
}
