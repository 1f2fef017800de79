/** 记住我: the username of the last sign-in that asked to be remembered (only the name, never the password). */
const KEY = "kanya.rememberedUsername";

export function readRememberedUsername(): string {
  return globalThis.localStorage?.getItem(KEY) ?? "";
}

export function rememberUsername(username: string | undefined): void {
  if (username) localStorage.setItem(KEY, username);
  else localStorage.removeItem(KEY);
}
