import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { DictItemsByCode, SysDepart, SysTenant, SysUser } from "../types/index.js";

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
  remember_me?: boolean;
}

/** 0: no department (warn), 1: one (org code set by the server), 2: several (the user must pick one). */
export type MultiDepart = 0 | 1 | 2;

export interface LoginResult {
  token: string;
  tenantList: SysTenant[];
  userInfo: SysUser;
  departs: SysDepart[];
  multi_depart: MultiDepart;
  /** Absent when the request carries `X-Version` (JeecgBoot's Vue 3 UI). */
  sysAllDictItems?: DictItemsByCode;
}

export function authApi(http: Http) {
  return {
    /** `POST /sys/login`. Bad credentials resolve with `success: false` and a message, as JeecgBoot answers. */
    login: (body: LoginRequest): Promise<Result<LoginResult>> => http.post("/sys/login", body),
    /** `POST /sys/logout`: revokes the current token. */
    logout: (): Promise<Result<string>> => http.post("/sys/logout"),
  };
}
