import { Button } from "@kanya/ui/button";
import { Form, FormField, type FormSchema, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useId, useMemo } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import { passwordPairSchema } from "./user-form-schema";

export interface UserPasswordModalProps {
  /** The account whose password is set; the dialog is open while there is one. */
  username: string | undefined;
  onClose: () => void;
}

/** 修改密码 of a user's row (JeecgBoot's PasswordModal, width 800): `PUT /sys/user/changePassword`. */
export function UserPasswordModal({ username, onClose }: UserPasswordModalProps) {
  const t = useText();
  const api = useApi();
  const formId = useId();
  const schema = useMemo(
    () =>
      passwordPairSchema({
        passwordRequired: t("user.passwordRequired"),
        confirmRequired: t("user.confirmRequired"),
        passwordsDiffer: t("user.passwordsDiffer"),
      }) as unknown as FormSchema,
    [t],
  );
  const form = useForm({ schema, values: { username: username ?? "", password: "", confirmPassword: "" } });

  const save = async (values: Record<string, unknown>) => {
    const response = await api.sys.changePassword({
      username: username ?? "",
      password: String(values.password),
      confirmpassword: String(values.confirmPassword),
    });
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    onClose();
  };

  return (
    <Modal
      open={username !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t("user.changePasswordTitle")}
      width={800}
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
      <Form id={formId} form={form} onSubmit={save}>
        <FormField name="username" label={t("online.username")}>
          <Input disabled />
        </FormField>
        <FormField name="password" label={t("user.newPassword")} required>
          <Input type="password" autoComplete="new-password" />
        </FormField>
        <FormField name="confirmPassword" label={t("user.confirmPassword")} required>
          <Input type="password" autoComplete="new-password" />
        </FormField>
      </Form>
    </Modal>
  );
}
