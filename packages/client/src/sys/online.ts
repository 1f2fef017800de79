import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";

/** A signed-in session. `token` is the handle `forceLogout` takes (Kanya: the session's id). */
export interface OnlineUser {
  id: string;
  token: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  phone: string | null;
  /** When the session began (`yyyy-MM-dd HH:mm:ss`). */
  loginTime?: string | null;
  /** The address the session signed in from, where known. */
  ip?: string | null;
}

/** `/sys/online/*`: who is signed in, and signing a session out. */
export function onlineApi(http: Http) {
  return {
    list: (query: ListQuery & { username?: string } = {}): Promise<Result<IPage<OnlineUser>>> =>
      http.get("/sys/online/list", query),
    forceLogout: (token: string): Promise<Result<string>> => http.post("/sys/online/forceLogout", { token }),
  };
}
