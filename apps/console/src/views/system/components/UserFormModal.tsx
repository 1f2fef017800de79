import { formDefaults } from "@kanya/core/resource";
import { user } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import { DatePicker } from "@kanya/ui/date-picker";
import { DictSelect } from "@kanya/ui/dict-select";
import { Form, FormField, type FormSchema, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { DepartPicker, PositionPicker, RolePicker } from "@kanya/ui/picker";
import { RadioGroup } from "@kanya/ui/radio";
import { Select } from "@kanya/ui/select";
import { Spin } from "@kanya/ui/spin";
import { ImageUpload } from "@kanya/ui/upload";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { config } from "../../../config";
import type { FormModalProps } from "../../../list";
import { useDictLoaders } from "../../../list/use-dict-loaders";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import { useUserRelations } from "./use-user-relations";
import { userFormSchema } from "./user-form-schema";
import { useUserFormLoaders } from "./user-loaders";

const FIELDS = user.fields;

/** The record's columns as the form's text values (the server answers codes such as sex as numbers). */
function startValues(record: Record<string, unknown> | undefined): Record<string, string> {
  const start = record ?? formDefaults(user);
  return Object.fromEntries(
    Object.keys(FIELDS).map((name) => [name, start[name] == null ? "" : String(start[name])]),
  );
}

/**
 * 用户 add / edit / detail (JeecgBoot's UserModal): the `user` resource's fields with their own controls —
 * avatar upload, roles by the role picker, departments and responsible departments by the department picker,
 * position by the position picker, tenants, identity — and the password twice when adding. The relations
 * go out as the body's `selectedroles` / `selecteddeparts` / `relTenantIds`.
 */
export function UserFormModal({ record, mode, open, onOpenChange, onSaved }: FormModalProps) {
  const relations = useUserRelations(record?.id ? String(record.id) : undefined);
  const values = useMemo(
    () =>
      relations.ready
        ? {
            ...startValues(record),
            ...(record ? { id: String(record.id) } : { password: "", confirmPassword: "" }),
            selectedroles: relations.roleIds,
            selecteddeparts: relations.departIds,
            relTenantIds: record?.relTenantIds == null ? "" : String(record.relTenantIds),
          }
        : undefined,
    [record, relations],
  );
  const t = useText();
  const title = t(`list.${mode}Title` as "list.addTitle", { title: user.title });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={800} destroyOnClose footer={null}>
      {values ? (
        <UserForm
          mode={mode}
          values={values}
          onCancel={() => onOpenChange(false)}
          onSaved={() => {
            onOpenChange(false);
            onSaved();
          }}
        />
      ) : (
        <div className="flex justify-center py-12">
          {relations.failed ? <p role="alert">{t("list.loadFailed")}</p> : <Spin />}
        </div>
      )}
    </Modal>
  );
}

interface UserFormProps {
  mode: FormModalProps["mode"];
  values: Record<string, string>;
  onCancel: () => void;
  onSaved: () => void;
}

function UserForm({ mode, values, onCancel, onSaved }: UserFormProps) {
  const t = useText();
  const api = useApi();
  const loaders = useUserFormLoaders();
  const { loadDictItems } = useDictLoaders();
  const formId = useId();
  const readOnly = mode === "detail";
  const schema = useMemo(
    () =>
      userFormSchema(mode === "add" ? "add" : "edit", {
        passwordRequired: t("user.passwordRequired"),
        confirmRequired: t("user.confirmRequired"),
        passwordsDiffer: t("user.passwordsDiffer"),
      }) as unknown as FormSchema,
    [mode, t],
  );
  const form = useForm({ schema, values });
  const [tenants, setTenants] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let current = true;
    loaders.loadTenants().then(
      (options) => current && setTenants(options),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaders]);

  const save = async (body: Record<string, unknown>) => {
    const response = mode === "add" ? await api.sys.user.add(body) : await api.sys.user.edit(body as never);
    if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
    message.success(response.message);
    onSaved();
  };

  const typed = (label: string) => t("list.placeholder", { label });
  const chosen = (label: string) => t("list.choose", { label });
  const field = (name: string, label: string, control: ReactNode, options: { required?: boolean } = {}) => (
    <FormField key={name} name={name} label={label} required={options.required === true && !readOnly}>
      {control as React.ReactElement}
    </FormField>
  );
  const tenantIds = (value: string) => (value ? value.split(",") : []);

  return (
    <>
      <Form
        id={formId}
        form={form}
        onSubmit={save}
        disabled={readOnly}
        className="grid grid-cols-1 gap-x-6 md:grid-cols-2"
      >
        {field(
          "username",
          FIELDS.username.label,
          <Input placeholder={typed(FIELDS.username.label)} disabled={mode !== "add"} />,
          { required: true },
        )}
        {field("realname", FIELDS.realname.label, <Input placeholder={typed(FIELDS.realname.label)} />, {
          required: true,
        })}
        {mode === "add" &&
          field(
            "password",
            t("user.password"),
            <Input type="password" autoComplete="new-password" placeholder={typed(t("user.password"))} />,
            { required: true },
          )}
        {mode === "add" &&
          field(
            "confirmPassword",
            t("user.confirmPassword"),
            <Input
              type="password"
              autoComplete="new-password"
              placeholder={typed(t("user.confirmPassword"))}
            />,
            { required: true },
          )}
        {field("workNo", FIELDS.workNo.label, <Input placeholder={typed(FIELDS.workNo.label)} />)}
        {field(
          "post",
          FIELDS.post.label,
          <PositionPicker
            load={loaders.positions.load}
            loadSelected={loaders.positions.loadSelected}
            placeholder={chosen(FIELDS.post.label)}
          />,
        )}
        {field(
          "selectedroles",
          t("user.roles"),
          <RolePicker
            mode="multi"
            load={loaders.roles.load}
            loadSelected={loaders.roles.loadSelected}
            placeholder={chosen(t("user.roles"))}
          />,
        )}
        {field(
          "selecteddeparts",
          t("user.departs"),
          <DepartPicker
            mode="multi"
            loadTree={loaders.loadDepartTree}
            loadSelected={loaders.loadDeparts}
            placeholder={chosen(t("user.departs"))}
          />,
        )}
        {field(
          "departIds",
          t("user.responsibleDeparts"),
          <DepartPicker
            mode="multi"
            loadTree={loaders.loadDepartTree}
            loadSelected={loaders.loadDeparts}
            placeholder={chosen(t("user.responsibleDeparts"))}
          />,
        )}
        <FormField name="relTenantIds" label={t("user.tenants")}>
          {({ controlProps: control }) => (
            <Select
              mode="multiple"
              id={control.id}
              aria-labelledby={control["aria-labelledby"]}
              options={tenants}
              value={tenantIds(String(control.value ?? ""))}
              onChange={(next) => control.onChange(next.join(","))}
              placeholder={chosen(t("user.tenants"))}
              allowClear
              {...(readOnly ? { disabled: true } : {})}
            />
          )}
        </FormField>
        {field(
          "userIdentity",
          FIELDS.userIdentity.label,
          <RadioGroup
            options={[
              { value: "1", label: t("user.identityNormal") },
              { value: "2", label: t("user.identityLeader") },
            ]}
          />,
        )}
        {field(
          "sex",
          FIELDS.sex.label,
          <DictSelect
            dictCode="sex"
            loadDictItems={loadDictItems}
            placeholder={chosen(FIELDS.sex.label)}
            allowClear
          />,
        )}
        <FormField name="birthday" label={FIELDS.birthday.label}>
          {({ controlProps: control }) => (
            <DatePicker
              id={control.id}
              aria-labelledby={control["aria-labelledby"]}
              value={control.value ? String(control.value) : null}
              onChange={(next) => control.onChange(next ?? "")}
              placeholder={chosen(FIELDS.birthday.label)}
              {...(readOnly ? { disabled: true } : {})}
            />
          )}
        </FormField>
        {field("phone", FIELDS.phone.label, <Input placeholder={typed(FIELDS.phone.label)} />)}
        {field("email", FIELDS.email.label, <Input placeholder={typed(FIELDS.email.label)} />)}
        {field("telephone", FIELDS.telephone.label, <Input placeholder={typed(FIELDS.telephone.label)} />)}
        <FormField name="avatar" label={FIELDS.avatar.label} className="md:col-span-2">
          {({ controlProps: control }) => (
            <ImageUpload
              id={control.id}
              value={String(control.value ?? "")}
              onChange={(next) => control.onChange(next)}
              upload={loaders.upload}
              maxCount={1}
              multiple={false}
              staticDomain={config.staticDomain}
              {...(readOnly ? { disabled: true } : {})}
            />
          )}
        </FormField>
      </Form>
      <div className="mt-4 flex justify-end gap-2">
        {readOnly ? (
          <Button onClick={onCancel}>{t("list.close")}</Button>
        ) : (
          <>
            <Button onClick={onCancel}>{t("list.cancel")}</Button>
            <Button variant="primary" htmlType="submit" form={formId} loading={form.formState.isSubmitting}>
              {t("list.ok")}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
