import { isComplexPassword } from "@kanya/core/validate";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useMemo, useRef } from "react";
import { useText } from "../../locale";
import { useApi, useSessionUser } from "../../providers";
import { changePasswordSchema } from "./password-rules";

/** Spec §9: the password dialog is 800 px wide. */
const WIDTH = 800;

interface ChangePasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server ends every session of the user on success: sign out and go to the login page. */
  onChanged: () => void;
}

/** 修改密码 (`/sys/user/updatePassword`) for the signed-in user, with spec §5's rules and messages. */
export function ChangePasswordModal({ open, onOpenChange, onChanged }: ChangePasswordModalProps) {
  const t = useText();
  const api = useApi();
  const user = useSessionUser();
  const schema = useMemo(() => changePasswordSchema(t), [t]);
  const form = useForm({ schema, defaultValues: { oldpassword: "", password: "", confirmpassword: "" } });
  const formElement = useRef<HTMLFormElement>(null);
  const newPassword = form.watch("password");
  const weak = newPassword !== "" && !isComplexPassword(newPassword);

  const save = async (values: { oldpassword: string; password: string; confirmpassword: string }) => {
    const response = await api.sys.updatePassword({ username: user?.username ?? "", ...values });
    if (!response.success) {
      message.warning(response.message);
      return;
    }
    message.success(response.message);
    form.reset();
    onOpenChange(false);
    onChanged();
  };

  const field = (name: "oldpassword" | "password" | "confirmpassword", label: string, help?: string) => (
    <FormField name={name} label={label} required help={help}>
      {({ controlProps, invalid }) => (
        <Input
          {...controlProps}
          type="password"
          autoComplete={name === "oldpassword" ? "current-password" : "new-password"}
          status={invalid ? "error" : undefined}
        />
      )}
    </FormField>
  );

  return (
    <Modal
      title={t("password.title")}
      open={open}
      onOpenChange={onOpenChange}
      width={WIDTH}
      destroyOnClose
      // 确定 submits the form, so its rules run exactly as for Enter in a field.
      onOk={() => formElement.current?.requestSubmit()}
      confirmLoading={form.formState.isSubmitting}
    >
      <Form
        ref={formElement}
        form={form}
        layout="horizontal"
        aria-label={t("password.title")}
        onSubmit={save}
      >
        {field("oldpassword", t("password.old"))}
        {field("password", t("password.new"), weak ? t("password.weak") : undefined)}
        {field("confirmpassword", t("password.confirm"))}
        <button type="submit" hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
