import { resourceSchema } from "@kanya/core/resource";
import { gatewayRoute } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import { CodeEditor } from "@kanya/ui/code-editor";
import { Form, FormField, type FormSchema, useForm } from "@kanya/ui/form";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useId, useMemo } from "react";
import { useFieldControl } from "../../../../list/FieldControl";
import type { FormModalProps } from "../../../../list/FormModal";
import { useText } from "../../../../locale";
import { useApi } from "../../../../providers";
import { checkRouteJson, routeJsonText } from "./route-json";

const schemas = {
  add: resourceSchema(gatewayRoute, "add") as unknown as FormSchema,
  edit: resourceSchema(gatewayRoute, "edit") as unknown as FormSchema,
};
const { fields } = gatewayRoute;
const JSON_FIELDS = ["predicates", "filters"] as const;

/**
 * 网关路由's add / edit / detail dialog: the resource's fields, predicates and filters in a JSON code editor.
 * Both must be JSON arrays: a typo is named under its editor and nothing is sent.
 */
export function RouteModal({ record, mode, open, onOpenChange, onSaved }: FormModalProps) {
  const t = useText();
  const api = useApi();
  const control = useFieldControl();
  const formId = useId();
  const readOnly = mode === "detail";
  const values = useMemo(
    () => ({
      routerId: String(record?.routerId ?? ""),
      name: String(record?.name ?? ""),
      uri: String(record?.uri ?? ""),
      predicates: routeJsonText(record?.predicates),
      filters: routeJsonText(record?.filters),
      status: record ? String(record.status ?? "") : "1",
      ...(record ? { id: record.id } : {}),
    }),
    [record],
  );
  const form = useForm({ schema: mode === "add" ? schemas.add : schemas.edit, values });

  const save = async (body: Record<string, unknown>) => {
    const sent = { ...body };
    for (const name of JSON_FIELDS) {
      const checked = checkRouteJson(String(body[name] ?? ""));
      if (!checked.ok) {
        const label = fields[name].label;
        form.setError(name, {
          message:
            checked.problem.kind === "syntax"
              ? t("gateway.jsonSyntax", { label, detail: checked.problem.detail })
              : t("gateway.jsonNotArray", { label }),
        });
        return;
      }
      sent[name] = checked.value;
    }
    const response =
      mode === "add"
        ? await api.post(`${gatewayRoute.api}/add`, sent)
        : await api.put(`${gatewayRoute.api}/edit`, sent);
    if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
    message.success(response.message);
    onOpenChange(false);
    onSaved();
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(`list.${mode}Title` as "list.addTitle", { title: gatewayRoute.title })}
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
        disabled={readOnly}
        className="grid grid-cols-1 gap-x-6 md:grid-cols-2"
      >
        {(["routerId", "name", "uri", "status"] as const).map((name) => (
          <FormField
            key={name}
            name={name}
            label={fields[name].label}
            required={!readOnly && fields[name].required === true}
          >
            {control(fields[name])}
          </FormField>
        ))}
        {JSON_FIELDS.map((name) => (
          <FormField
            key={name}
            name={name}
            label={fields[name].label}
            help={t("gateway.jsonHelp")}
            className="md:col-span-2"
          >
            {(state) => (
              <CodeEditor
                language="json"
                height={160}
                aria-label={fields[name].label}
                value={String(state.field.value ?? "")}
                onChange={state.field.onChange}
                readOnly={readOnly}
              />
            )}
          </FormField>
        ))}
      </Form>
    </Modal>
  );
}
