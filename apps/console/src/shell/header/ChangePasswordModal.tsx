import { isComplexPassword } from "@kanya/core/validate";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import { useText } from "../../locale";
import { useApi, useSessionUser } from "../../providers";
import { leaveEndedSession } from "../sign-out";
import { changePasswordSchema } from "./password-rules";

/** Spec §9: the password dialog is 800 px wide. */
const WIDTH = 800;

interface ChangePasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 修改密码 (`/sys/user/updatePassword`) for the signed-in user, with spec §5's rules and messages. On success
 * the server has ended every session of the user, so the dialog leaves for the login page itself.
 */
export function ChangePasswordModal({ open, onOpenChange }: ChangePasswordModalProps) {
  const t = useText();
  const api = useApi();
  const user = useSessionUser();
  const navigate = useNavigate();
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
    navigate(leaveEndedSession(), { replace: true });
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
