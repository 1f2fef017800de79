import { Button } from "@kanya/ui/button";
import { DictSelect } from "@kanya/ui/dict-select";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { InputNumber } from "@kanya/ui/input-number";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { RadioGroup } from "@kanya/ui/radio";
import { Select, type SelectOption } from "@kanya/ui/select";
import { Switch } from "@kanya/ui/switch";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { useDictLoaders } from "../../../list/use-dict-loaders";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import { MenuIconPicker } from "./MenuIconPicker";
import { type MenuFormValues, menuBody, menuFormSchema } from "./menu-form";

export interface MenuFormModalProps {
  values: MenuFormValues;
  /** The menus a row may sit under (the tree, flattened with its depth). */
  parents: readonly SelectOption[];
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

/**
 * 新增 / 编辑 of a menu (JeecgBoot's PermissionModal): the type decides the fields — a menu has its path,
 * component, icon and route flags; a sub-menu and a button their parent; a button its code and strategy.
 */
export function MenuFormModal({ values, parents, onOpenChange, onSaved }: MenuFormModalProps) {
  const t = useText();
  const api = useApi();
  const { loadDictItems } = useDictLoaders();
  const formId = useId();
  const form = useForm({ schema: menuFormSchema, values });
  const menuType = useWatch({ control: form.control, name: "menuType" });
  const editing = Boolean(values.id);
  const button = menuType === "2";

  const save = async (output: Parameters<typeof menuBody>[0]) => {
    const body = menuBody(output);
    const response = body.id
      ? await api.sys.permission.edit({ ...body, id: body.id })
      : await api.sys.permission.add(body);
    if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
    message.success(response.message);
    onOpenChange(false);
    onSaved();
  };

  const typeOptions = [
    { value: "0", label: t("menus.typeTop") },
    { value: "1", label: t("menus.typeSub") },
    { value: "2", label: t("menus.typeButton") },
  ];
  const flags = [
    ["route", "menus.route"],
    ["hidden", "menus.hidden"],
    ["keepAlive", "menus.keepAlive"],
    ["alwaysShow", "menus.alwaysShow"],
    ["internalOrExternal", "menus.external"],
  ] as const;

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t(editing ? "menus.editTitle" : "menus.addTitle")}
      width={800}
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
      <Form id={formId} form={form} onSubmit={save} className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        <FormField name="menuType" label={t("menus.type")} required className="md:col-span-2">
          <RadioGroup options={typeOptions} />
        </FormField>
        <FormField name="name" label={t(button ? "menus.buttonName" : "menus.name")} required>
          <Input placeholder={t("list.placeholder", { label: t("menus.name") })} />
        </FormField>
        {menuType !== "0" && (
          <FormField name="parentId" label={t("menus.parent")} required>
            <Select options={parents} showSearch placeholder={t("menus.parentPick")} />
          </FormField>
        )}
        {button ? (
          <>
            <FormField name="perms" label={t("menus.perms")}>
              <Input placeholder={t("menus.permsHint")} />
            </FormField>
            <FormField name="permsType" label={t("menus.permsType")}>
              <DictSelect dictCode="perms_type" loadDictItems={loadDictItems} />
            </FormField>
          </>
        ) : (
          <>
            <FormField name="url" label={t("menus.url")} required>
              <Input placeholder={t("list.placeholder", { label: t("menus.url") })} />
            </FormField>
            <FormField name="component" label={t("menus.component")} required>
              <Input placeholder={t("list.placeholder", { label: t("menus.component") })} />
            </FormField>
            <FormField name="componentName" label={t("menus.componentName")}>
              <Input />
            </FormField>
            <FormField name="redirect" label={t("menus.redirect")}>
              <Input />
            </FormField>
            <FormField name="icon" label={t("menus.icon")} className="md:col-span-2">
              <MenuIconPicker />
            </FormField>
          </>
        )}
        <FormField name="sortNo" label={t("menus.sortNo")}>
          <InputNumber className="w-full" />
        </FormField>
        {!button &&
          flags.map(([name, label]) => (
            <FormField key={name} name={name} label={t(label)}>
              <Switch checkedValue={true} uncheckedValue={false} />
            </FormField>
          ))}
      </Form>
    </Modal>
  );
}
