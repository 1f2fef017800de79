import { type Field, formDefaults, formFields, type Resource, resourceSchema } from "@kanya/core/resource";
import { Button } from "@kanya/ui/button";
import { Form, FormField, type FormSchema, useForm } from "@kanya/ui/form";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { type ReactElement, useEffect, useId, useMemo, useRef, useState } from "react";
import { useText } from "../locale";
import { useApi } from "../providers";
import { DetailRowsSection, type DetailSectionHandle, type FormDetail } from "./detail-rows";
import { useFieldControl } from "./FieldControl";
import { controlKind, isWideControl } from "./field-control-kind";
import { pdfRows, useA4Pdf } from "./use-a4-pdf";
import { useRemoteChecks } from "./use-remote-checks";

export type FormModalMode = "add" | "edit" | "detail";

export interface FormModalProps {
  /** The record edited or shown; absent when adding. */
  record?: Record<string, unknown>;
  mode: FormModalMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A save went through: the list reloads. */
  onSaved: () => void;
  /** Fields the form does not show but every save carries (a dictionary item's `dictId`, a child's `pid`). */
  bound?: Readonly<Record<string, string>>;
  /** Replaces the 新增/编辑/详情 + resource title (e.g. 添加下级 of a named parent). */
  title?: string;
}

export interface FormModalOptions {
  /** Default 800 (two columns); below 800 the fields stack. */
  width?: number;
  /**
   * A field's own control given the form's current values (a user picker shown only for 指定用户, the cron
   * input); `null` leaves the field out, `undefined` keeps the kind's control.
   */
  controlOf?: (
    name: string,
    field: Field,
    values: Record<string, unknown>,
  ) => ReactElement | null | undefined;
  /** Values a new record starts with beyond its fields' own defaults (the kind of a page's records). */
  defaults?: Readonly<Record<string, unknown>>;
  /**
   * Detail rows (一对多, crudRoutes' `details`) by body key: edited in a table below the fields, read from
   * `queryById` for an edit or 详情, sent with every save.
   */
  details?: Readonly<Record<string, FormDetail>>;
}

/**
 * `createFormModal(resource)`: the add / edit / detail dialog of a resource. The valibot schema the
 * server checks with validates the form; unique and check-rule fields are also checked by the server as they
 * are typed and before saving (its message under the field); the server's message is shown either way; the
 * Form refuses a second submit within 300 ms (spec §5).
 */
export function createFormModal(resource: Resource, options: FormModalOptions = {}) {
  const width = options.width ?? 800;
  const fields = formFields(resource).filter(({ field }) => field.kind !== "hidden");
  // Keys an edit must not change (a tenant's number): shown disabled, so the form leaves them out of its values.
  const lockedOnEdit = fields
    .filter(({ field }) => field.form !== false && field.form?.disabledOnEdit === true)
    .map(({ name }) => name);
  const schemas = {
    add: resourceSchema(resource, "add") as unknown as FormSchema,
    edit: resourceSchema(resource, "edit") as unknown as FormSchema,
  };

  return function ResourceFormModal({
    record,
    mode,
    open,
    onOpenChange,
    onSaved,
    bound,
    title,
  }: FormModalProps) {
    const t = useText();
    const api = useApi();
    const control = useFieldControl();
    const formId = useId();
    const values = useMemo(() => initialValues(resource, fields, record, options.defaults), [record]);
    const form = useForm({ schema: mode === "add" ? schemas.add : schemas.edit, values });
    const readOnly = mode === "detail";
    const current = options.controlOf ? (form.watch() as Record<string, unknown>) : values;
    const remote = useRemoteChecks(resource, form, {
      ...(record?.id !== undefined && record.id !== null ? { dataId: String(record.id) } : {}),
      enabled: open && !readOnly,
    });

    const details = useDetailRows(options.details, resource.api, record);
    const pdf = useA4Pdf();
    const dialogTitle = title ?? t(`list.${mode}Title` as "list.addTitle", { title: resource.title });
    const save = async (fieldValues: Record<string, unknown>) => {
      if (!(await remote.checkAll(fieldValues))) return;
      const rows = await details.collect();
      if (!rows) return;
      const body = { ...fieldValues, ...rows };
      const response =
        mode === "add"
          ? await api.post(`${resource.api}/add`, { ...body, ...bound })
          : await api.put(`${resource.api}/edit`, { ...kept(record, lockedOnEdit), ...body, ...bound });
      if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
      message.success(response.message);
      onOpenChange(false);
      onSaved();
    };

    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={dialogTitle}
        width={width}
        destroyOnClose
        footer={
          readOnly ? (
            <>
              <Button
                loading={pdf.busy}
                onClick={() => pdf.exportPdf(dialogTitle, [{ rows: pdfRows(fields, record) }])}
              >
                {t("list.exportPdf")}
              </Button>
              <Button onClick={() => onOpenChange(false)}>{t("list.close")}</Button>
            </>
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
          className={width >= 800 ? "grid grid-cols-1 gap-x-6 md:grid-cols-2" : ""}
        >
          {fields.map(({ name, field }) => {
            const own = options.controlOf?.(name, field, current);
            if (own === null) return null;
            const locked = mode === "edit" && lockedOnEdit.includes(name);
            return (
              <FormField
                key={name}
                name={name}
                label={field.label}
                required={field.required === true && !readOnly}
                {...(locked ? { disabled: true } : {})}
                className={
                  (field.form && field.form.span === 24) || isWideControl(controlKind(field))
                    ? "md:col-span-2"
                    : ""
                }
              >
                {own ?? control(field)}
              </FormField>
            );
          })}
          {details.sections(readOnly, record)}
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
  fields: readonly { name: string; field: { kind: string } }[],
  record: Record<string, unknown> | undefined,
  defaults: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const start: Record<string, unknown> = record ?? { ...formDefaults(resource), ...defaults };
  const values = Object.fromEntries(
    fields.map(({ name, field }) => [name, startValue(field.kind, start[name])]),
  );
  return record ? { ...values, id: record.id } : values;
}

/**
 * A switch without a value is off (JeecgBoot's JSwitch stores `N`), other empty values start as empty text; a
 * dictionary value the server sends as a number (a dictionary item's status) is its text.
 */
function startValue(kind: string, value: unknown): unknown {
  if (value === undefined || value === null) return kind === "switch" ? "N" : "";
  return kind === "dict" && typeof value === "number" ? String(value) : value;
}

/** The record's values of the locked fields and its id, which the edit sends unchanged. */
function kept(
  record: Record<string, unknown> | undefined,
  names: readonly string[],
): Record<string, unknown> {
  if (!record) return {};
  return Object.fromEntries(
    [...names, "id"].filter((name) => name in record).map((name) => [name, record[name]]),
  );
}

/**
 * The form's detail rows: the record's saved rows (loaded with `queryById`), a section per detail, and
 * their rows to send when saving (`undefined` while one is refused).
 */
function useDetailRows(
  details: Readonly<Record<string, FormDetail>> | undefined,
  api: string,
  record: Record<string, unknown> | undefined,
) {
  const client = useApi();
  const handles = useRef<Record<string, DetailSectionHandle | null>>({});
  const id = record?.id === undefined || record.id === null ? undefined : String(record.id);
  const [saved, setSaved] = useState<Record<string, Record<string, unknown>[]> | undefined>(
    id === undefined ? {} : undefined,
  );
  useEffect(() => {
    if (!details || id === undefined) return;
    let current = true;
    client
      .get<Record<string, unknown>>(`${api}/queryById`, { id })
      .then((response) => {
        if (!current) return;
        const found = response.success ? response.result : {};
        setSaved(
          Object.fromEntries(
            Object.keys(details).map((key) => [
              key,
              Array.isArray(found[key]) ? (found[key] as Record<string, unknown>[]) : [],
            ]),
          ),
        );
      })
      .catch(() => current && setSaved({}));
    return () => {
      current = false;
    };
  }, [client, api, id, details]);

  return {
    async collect(): Promise<Record<string, unknown> | undefined> {
      const body: Record<string, unknown> = {};
      for (const key of Object.keys(details ?? {})) {
        const handle = handles.current[key];
        if (!handle) continue;
        const rows = await handle.collect();
        if (!rows) return undefined;
        body[key] = rows;
      }
      return body;
    },
    sections: (readOnly: boolean, shown: Record<string, unknown> | undefined) =>
      details && saved
        ? Object.entries(details).map(([key, detail]) => (
            <DetailRowsSection
              key={key}
              ref={(handle) => {
                handles.current[key] = handle;
              }}
              detail={detail}
              saved={saved[key] ?? []}
              readOnly={readOnly}
              record={shown}
            />
          ))
        : null,
  };
}
