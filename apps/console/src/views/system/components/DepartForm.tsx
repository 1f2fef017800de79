import { formDefaults, formFields, resourceSchema } from "@kanya/core/resource";
import { depart } from "@kanya/resources";
import { Form, FormField, type FormSchema, useForm } from "@kanya/ui/form";
import { type ReactNode, useMemo } from "react";
import { useFieldControl } from "../../../list/FieldControl";

const fields = formFields(depart).filter(({ field }) => field.kind !== "hidden");
const schemas = {
  add: resourceSchema(depart, "add") as unknown as FormSchema,
  edit: resourceSchema(depart, "edit") as unknown as FormSchema,
};

export interface DepartFormProps {
  id: string;
  /** The department edited (its id is sent with the edit); absent when adding. */
  record?: Record<string, unknown>;
  /** Shown first, read-only: the org code of an edited department, the parent of a new one. */
  lead?: ReactNode;
  disabled?: boolean;
  /** Gets the checked body; a promise keeps the form busy until it settles. */
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}

/**
 * The department form (部门管理's 基本信息 and the add dialog), derived from the `depart` resource: the
 * schema the server's fields follow checks it, each kind gets its control. The org code is the server's.
 */
export function DepartForm({ id, record, lead, disabled, onSubmit }: DepartFormProps) {
  const control = useFieldControl();
  const values = useMemo(() => {
    const start = record ?? formDefaults(depart);
    const filled = Object.fromEntries(fields.map(({ name }) => [name, start[name] ?? ""]));
    return record ? { ...filled, id: record.id } : filled;
  }, [record]);
  const form = useForm({ schema: record ? schemas.edit : schemas.add, values });
  return (
    <Form
      id={id}
      form={form}
      onSubmit={onSubmit}
      disabled={disabled}
      className="grid grid-cols-1 gap-x-6 md:grid-cols-2"
    >
      {lead}
      {fields.map(({ name, field }) => (
        <FormField
          key={name}
          name={name}
          label={field.label}
          required={field.required === true && !disabled}
          className={field.form && field.form.span === 24 ? "md:col-span-2" : ""}
        >
          {control(field)}
        </FormField>
      ))}
    </Form>
  );
}
