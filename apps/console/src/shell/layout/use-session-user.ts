import type { SysUser } from "@kanya/client";
import { useState } from "react";
import { session } from "../../session";

/** The signed-in user as stored at login; read once per mount (it only changes by signing in again). */
export function useSessionUser(): SysUser | undefined {
  const [user] = useState(() => session.getUser());
  return user;
}
