import { formRules } from "@kanya/core/validate";
import { Button } from "@kanya/ui/button";
import { Form, FormField, useForm } from "@kanya/ui/form";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { useMemo, useState } from "react";
import * as v from "valibot";
import { useText } from "../../../../locale";
import { useApi, useSession, useSessionUser } from "../../../../providers";
import { ChangePasswordModal } from "../../../../shell/header/ChangePasswordModal";
import { withSavedProfile } from "./saved-profile";

/** 138****8293: enough to recognise one's own number. */
function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** 安全设置: the account password (the header's change-password dialog) and the bound mobile number. */
export function SecuritySettings() {
  const t = useText();
  const user = useSessionUser();
  const [changingPassword, setChangingPassword] = useState(false);
  const [changingPhone, setChangingPhone] = useState(false);

  return (
    <ul className="divide-y divide-border">
      <li className="flex items-center gap-4 py-4">
        <div className="flex-1">
          <p className="text-fg">{t("account.password")}</p>
          <p className="text-fg-secondary">{t("account.passwordHint")}</p>
        </div>
        <Button variant="link" onClick={() => setChangingPassword(true)}>
          {t("account.change")}
        </Button>
      </li>
      <li className="py-4">
        <div className="flex items-center gap-4">
          <div className="flex-1">
            <p className="text-fg">{t("account.phone")}</p>
            <p className="text-fg-secondary">
              {user?.phone
                ? t("account.phoneBound", { phone: maskPhone(user.phone) })
                : t("account.phoneNone")}
            </p>
          </div>
          {!changingPhone && (
            <Button variant="link" onClick={() => setChangingPhone(true)}>
              {t("account.change")}
            </Button>
          )}
        </div>
        {changingPhone && <PhoneForm onDone={() => setChangingPhone(false)} />}
      </li>
      <ChangePasswordModal open={changingPassword} onOpenChange={setChangingPassword} />
    </ul>
  );
}

/** A new mobile number by spec §5's rule, saved on `/sys/user/appEdit` (the user's own record). */
function PhoneForm({ onDone }: { onDone: () => void }) {
  const t = useText();
  const api = useApi();
  const session = useSession();
  const user = useSessionUser();
  const schema = useMemo(() => v.object({ phone: formRules.mobile.schema() }), []);
  const form = useForm({ schema, defaultValues: { phone: "" } });
  const save = async ({ phone }: v.InferOutput<typeof schema>) => {
    if (!user) return;
    const response = await api.sys.user.appEdit({ phone });
    if (!response.success) {
      message.warning(response.message);
      return;
    }
    session.setUser(withSavedProfile(user, response.result));
    message.success(t("account.saved"));
    onDone();
  };
  return (
    <Form form={form} onSubmit={save} layout="inline" aria-label={t("account.phone")} className="mt-3">
      <FormField name="phone" label={t("account.newPhone")} required>
        {({ controlProps, invalid }) => (
          <Input {...controlProps} inputMode="numeric" status={invalid ? "error" : undefined} />
        )}
      </FormField>
      <Button variant="primary" htmlType="submit" loading={form.formState.isSubmitting}>
        {t("account.save")}
      </Button>
      <Button onClick={onDone}>{t("account.cancel")}</Button>
    </Form>
  );
}
