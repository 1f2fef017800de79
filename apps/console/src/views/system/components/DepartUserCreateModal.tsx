import { formRules, requiredText } from "@kanya/core/validate";
import { Button } from "@kanya/ui/button";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useId } from "react";
import * as v from "valibot";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";

/** The account, name and password a new member needs; the rules of the user form (spec §5). */
const schema = v.object({
  username: formRules.username.schema(),
  realname: requiredText({ max: 100 }).schema(),
  password: requiredText({ max: 50 }).schema(),
  phone: v.optional(v.string()),
});

export interface DepartUserCreateModalProps {
  departId: string;
  departName: string;
  onClose: () => void;
  onSaved: () => void;
}

/** 新建用户 of 我的部门: a user created straight into the department (`/sys/user/add` with `selecteddeparts`). */
export function DepartUserCreateModal({
  departId,
  departName,
  onClose,
  onSaved,
}: DepartUserCreateModalProps) {
  const t = useText();
  const api = useApi();
  const formId = useId();
  const form = useForm({ schema, values: { username: "", realname: "", password: "", phone: "" } });

  const save = async (body: v.InferOutput<typeof schema>) => {
    const phone = body.phone?.trim();
    if (phone && formRules.mobile.validate(phone)) {
      form.setError("phone", { message: formRules.mobile.validate(phone) ?? "" });
      return;
    }
    const response = await api.sys.user.add({
      username: body.username,
      realname: body.realname,
      password: body.password,
      ...(phone ? { phone } : {}),
      selecteddeparts: departId,
    });
    if (!response.success) return void message.warning(response.message || t("list.saveFailed"));
    message.success(response.message);
    onClose();
    onSaved();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("departs.createUserTitle", { name: departName })}
      width={600}
      destroyOnClose
      footer={
        <>
          <Button onClick={onClose}>{t("list.cancel")}</Button>
          <Button variant="primary" htmlType="submit" form={formId} loading={form.formState.isSubmitting}>
            {t("list.ok")}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={save} className="flex flex-col gap-2">
        <FormField name="username" label={t("departs.username")} required>
          <Input autoComplete="off" />
        </FormField>
        <FormField name="realname" label={t("departs.realname")} required>
          <Input />
        </FormField>
        <FormField name="password" label={t("departs.password")} required>
          <Input type="password" autoComplete="new-password" />
        </FormField>
        <FormField name="phone" label={t("departs.phone")}>
          <Input />
        </FormField>
      </Form>
    </Modal>
  );
}
