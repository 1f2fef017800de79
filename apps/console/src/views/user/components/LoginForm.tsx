import { Button } from "@kanya/ui/button";
import { type FormEvent, useId, useState } from "react";
import { useText } from "../../../locale";

export interface LoginValues {
  username: string;
  password: string;
}

interface LoginFormProps {
  /** Signs in; resolves to the error message to show, or undefined on success. */
  onSubmit: (values: LoginValues) => Promise<string | undefined>;
  /** A message carried over from a forced sign-out (e.g. the token was rejected). */
  notice?: string | undefined;
}

type FieldErrors = Partial<Record<keyof LoginValues, string>>;

/** Username and password with required checks; the server's message appears above the button. */
export function LoginForm({ onSubmit, notice }: LoginFormProps) {
  const t = useText();
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ username: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | undefined>(notice);
  const [submitting, setSubmitting] = useState(false);

  const check = (next: LoginValues): FieldErrors => ({
    ...(next.username.trim() ? {} : { username: t("login.usernameRequired") }),
    ...(next.password ? {} : { password: t("login.passwordRequired") }),
  });

  const change = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has shown its error, re-check it as the user types so the error clears at once.
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: check(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = check(values);
    setErrors(found);
    if (found.username || found.password) {
      const firstInvalid = found.username ? "username" : "password";
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(undefined);
    try {
      // On failure the entered values stay, so the user only corrects what was wrong.
      const message = await onSubmit({ username: values.username.trim(), password: values.password });
      if (message !== undefined) setServerError(message);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: keyof LoginValues, type: string, autoComplete: string) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = errors[name];
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-fg">
          {t(name === "username" ? "login.username" : "login.password")}
        </label>
        <input
          id={inputId}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          placeholder={t(name === "username" ? "login.usernamePlaceholder" : "login.passwordPlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => change(name, event.target.value)}
          className={`h-control-lg rounded-control-lg border bg-surface px-[11px] text-[16px] text-fg outline-none transition-colors placeholder:text-fg-disabled focus:shadow-[0_0_0_2px_rgb(5_145_255/0.1)] ${
            error ? "border-danger" : "border-border hover:border-primary-hover focus:border-primary"
          }`}
        />
        {/* Space kept for the message, so the form does not jump when one appears. */}
        <p id={errorId} className="mb-1 min-h-[22px] text-[14px] leading-[22px] text-danger">
          {error}
        </p>
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="flex flex-col">
      <h2 id={`${id}-heading`} className="mb-6 text-center text-[16px] text-fg">
        {t("login.heading")}
      </h2>
      {field("username", "text", "username")}
      {field("password", "password", "current-password")}
      {serverError && (
        <p
          role="alert"
          className="mb-4 rounded-control-lg border border-[#ffccc7] bg-danger-fill px-4 py-2 text-danger"
        >
          {serverError}
        </p>
      )}
      <Button variant="primary" htmlType="submit" size="large" block loading={submitting}>
        {t("login.submit")}
      </Button>
    </form>
  );
}
