import { formDefaults, formFields, type Resource, resourceSchema } from "@kanya/core/resource";
import { Button } from "@kanya/ui/button";
import { Form, FormField, type FormSchema, useForm } from "@kanya/ui/form";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useId, useMemo } from "react";
import { useText } from "../locale";
import { useApi } from "../providers";
import { useFieldControl } from "./FieldControl";

export type FormModalMode = "add" | "edit" | "detail";

export interface FormModalProps {
  /** The record edited or shown; absent when adding. */
  record?: Record<string, unknown>;
  mode: FormModalMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A save went through: the list reloads. */
  onSaved: () => void;
}

/**
 * `createFormModal(resource)`: the add / edit / detail dialog of a resource. The valibot schema the
 * server checks with validates the form; the server's message is shown either way; the Form refuses a
 * second submit within 300 ms (spec §5).
 */
export function createFormModal(resource: Resource) {
  const fields = formFields(resource).filter(({ field }) => field.kind !== "hidden");
  const schemas = {
    add: resourceSchema(resource, "add") as unknown as FormSchema,
    edit: resourceSchema(resource, "edit") as unknown as FormSchema,
  };

  return function ResourceFormModal({ record, mode, open, onOpenChange, onSaved }: FormModalProps) {
    const t = useText();
    const api = useApi();
    const control = useFieldControl();
    const formId = useId();
    const values = useMemo(() => initialValues(resource, fields, record), [record]);
    const form = useForm({ schema: mode === "add" ? schemas.add : schemas.edit, values });
    const readOnly = mode === "detail";

    const save = async (body: Record<string, unknown>) => {
      const response =
        mode === "add"
          ? await api.post(`${resource.api}/add`, body)
          : await api.put(`${resource.api}/edit`, body);
      if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
      message.success(response.message);
      onOpenChange(false);
      onSaved();
    };

    const title = t(`list.${mode}Title` as "list.addTitle", { title: resource.title });
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        width={800}
        destroyOnClose
        footer={
          readOnly ? (
            <Button onClick={() => onOpenChange(false)}>{t("list.close")}</Button>
          ) : (
            <>
              <Button onClick={() => onOpenChange(false)}>{t("list.cancel")}</Button>
              <Button variant="primary" htmlType="submit" form={formId} loading={form.formState.isSubmitting}>
                {t("list.ok")}
              </Button>
            </>
          )
        }
      >
        <Form
          id={formId}
          form={form}
          onSubmit={save}
          // Labels above the controls: @kanya/ui's horizontal layout centres a label on the control and its
          // message row together, so it sits lower than the control.
          disabled={readOnly}
          className="grid grid-cols-1 gap-x-6 md:grid-cols-2"
        >
          {fields.map(({ name, field }) => (
            <FormField
              key={name}
              name={name}
              label={field.label}
              required={field.required === true && !readOnly}
              className={
                (field.form && field.form.span === 24) || field.kind === "textarea" ? "md:col-span-2" : ""
              }
            >
              {control(field)}
            </FormField>
          ))}
        </Form>
      </Modal>
    );
  };
}

/**
 * The form's start: the record's values (or the defaults of a new one), empty text for the rest; an edit
 * carries the record's id, which its schema requires.
 */
function initialValues(
  resource: Resource,
  fields: readonly { name: string }[],
  record: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const start = record ?? formDefaults(resource);
  const values = Object.fromEntries(fields.map(({ name }) => [name, start[name] ?? ""]));
  return record ? { ...values, id: record.id } : values;
}
