import { formRules } from "@kanya/core/validate";
import { Button } from "@kanya/ui/button";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { useMemo } from "react";
import * as v from "valibot";
import { useText } from "../../../../locale";
import { useApi, useSession, useSessionUser } from "../../../../providers";
import { withSavedProfile } from "./saved-profile";

/**
 * 基本设置: the user's own name and email, saved on `/sys/user/appEdit` (any signed-in user may edit their own
 * record) and kept in the session as the server answers them.
 */
export function BaseSettings() {
  const t = useText();
  const api = useApi();
  const session = useSession();
  const user = useSessionUser();
  const schema = useMemo(
    () =>
      v.object({
        realname: v.pipe(v.string(), v.trim(), v.nonEmpty(t("account.realnameRequired")), v.maxLength(100)),
        email: formRules.email.schema(),
      }),
    [t],
  );
  const form = useForm({
    schema,
    defaultValues: { realname: user?.realname ?? "", email: user?.email ?? "" },
  });

  const save = async (values: v.InferOutput<typeof schema>) => {
    if (!user) return;
    // An emptied email is sent as null: appEdit clears it (the email is optional, spec §5).
    const response = await api.sys.user.appEdit({ realname: values.realname, email: values.email || null });
    if (!response.success) {
      message.warning(response.message);
      return;
    }
    session.setUser(withSavedProfile(user, response.result));
    message.success(t("account.saved"));
  };

  return (
    <Form form={form} onSubmit={save} aria-label={t("account.base")} className="max-w-md">
      <FormField name="realname" label={t("home.realname")} required>
        {({ controlProps, invalid }) => <Input {...controlProps} status={invalid ? "error" : undefined} />}
      </FormField>
      <FormField name="email" label={t("account.email")}>
        {({ controlProps, invalid }) => (
          <Input {...controlProps} type="email" status={invalid ? "error" : undefined} />
        )}
      </FormField>
      {/* In its own row, so the button keeps its width instead of stretching with the fields. */}
      <div>
        <Button variant="primary" htmlType="submit" loading={form.formState.isSubmitting}>
          {t("account.save")}
        </Button>
      </div>
    </Form>
  );
}
