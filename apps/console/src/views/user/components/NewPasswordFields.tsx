import { FormField } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { useText } from "../../../locale";

/** 新密码 and 确认密码, inside a Form whose schema has `password` and `confirmpassword` (user-schemas.ts). */
export function NewPasswordFields() {
  const t = useText();
  return (
    <>
      {(["password", "confirmpassword"] as const).map((name) => (
        <FormField
          key={name}
          name={name}
          label={t(name === "password" ? "password.new" : "password.confirm")}
          required
        >
          {({ controlProps, invalid }) => (
            <Input
              {...controlProps}
              type="password"
              size="large"
              autoComplete="new-password"
              status={invalid ? "error" : undefined}
            />
          )}
        </FormField>
      ))}
    </>
  );
}
