import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { DictItemsByCode, SysDepart, SysTenant, SysUser } from "../types/index.js";

export interface LoginRequest {
  username: string;
  password: string;
  /** The image captcha's answer, when the server requires one (`GET /sys/randomImage/{checkKey}`). */
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

/** JeecgBoot's `smsmode`: "0" sign-in, "1" registration, "2" forgotten password. */
export type SmsMode = "0" | "1" | "2";

export interface RegisterRequest {
  /** Defaults to the phone number. */
  username?: string;
  /** Defaults to a random one (phone sign-in still works). */
  password?: string;
  phone: string;
  smscode: string;
  email?: string;
  realname?: string;
}

export interface UpdatePasswordRequest {
  /** Must be the signed-in user's own username. */
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export interface ChangePasswordRequest {
  username: string;
  password: string;
  confirmpassword?: string;
}

export interface SelectDepartRequest {
  orgCode: string;
  username?: string;
  loginTenantId?: number;
}

export function authApi(http: Http) {
  return {
    /** `POST /sys/login`. Bad credentials resolve with `success: false` and a message, as JeecgBoot answers. */
    login: (body: LoginRequest): Promise<Result<LoginResult>> => http.post("/sys/login", body),
    /** `POST /sys/logout`: revokes the current token. */
    logout: (): Promise<Result<string>> => http.post("/sys/logout"),
    /**
     * JeecgBoot hands every visitor its sign-in encryption key here. Refused on purpose (a key given to all
     * protects nothing; passwords rely on HTTPS): always `success: false` with the reason.
     */
    getEncryptedString: (): Promise<Result<null>> => http.get("/sys/getEncryptedString"),
    /** `GET /sys/randomImage/{checkKey}`: a 4-character captcha as a `data:image/…;base64,` URL (60 s). */
    randomImage: (checkKey: string | number): Promise<Result<string>> =>
      http.get(`/sys/randomImage/${encodeURIComponent(String(checkKey))}`),
    /** `POST /sys/sms`: sends a 6-digit code, valid 10 minutes. */
    sendSms: (body: { mobile: string; smsmode: SmsMode }): Promise<Result<null>> =>
      http.post("/sys/sms", body),
    /** `POST /sys/phoneLogin`: signs in with the code of `sendSms` (smsmode "0"); same result as `login`. */
    phoneLogin: (body: { mobile: string; captcha: string }): Promise<Result<LoginResult>> =>
      http.post("/sys/phoneLogin", body),
    /** `POST /sys/user/register` with the code of `sendSms` (smsmode "1"). */
    register: (body: RegisterRequest): Promise<Result<null>> => http.post("/sys/user/register", body),
    /** `POST /sys/user/phoneVerification`: forgotten password, step 1 (code of smsmode "2"). */
    phoneVerification: (body: {
      phone: string;
      smscode: string;
    }): Promise<Result<{ smscode: string; username: string }>> =>
      http.post("/sys/user/phoneVerification", body),
    /** `GET /sys/user/passwordChange`: forgotten password, step 2 (JeecgBoot sends it as a GET). */
    passwordChange: (query: {
      username: string;
      password: string;
      smscode: string;
      phone: string;
    }): Promise<Result<null>> => http.get("/sys/user/passwordChange", query),
    /** `PUT /sys/user/updatePassword`: the signed-in user's own password; every session of it ends. */
    updatePassword: (body: UpdatePasswordRequest): Promise<Result<string>> =>
      http.put("/sys/user/updatePassword", body),
    /** `PUT /sys/user/changePassword`: an administrator sets a user's password (complexity rule applies). */
    changePassword: (body: ChangePasswordRequest): Promise<Result<string>> =>
      http.put("/sys/user/changePassword", body),
    /** `PUT /sys/selectDepart`: the current department (and tenant) of the signed-in user. */
    selectDepart: (body: SelectDepartRequest): Promise<Result<{ userInfo: SysUser }>> =>
      http.put("/sys/selectDepart", body),
    /** `GET /sys/user/getCurrentUserDeparts`. */
    getCurrentUserDeparts: (): Promise<Result<{ list: SysDepart[]; orgCode: string | null }>> =>
      http.get("/sys/user/getCurrentUserDeparts"),
    /** `GET /sys/user/getUserInfo` (JeecgBoot's Vue 3 UI). */
    getUserInfo: (): Promise<Result<{ userInfo: SysUser; sysAllDictItems: DictItemsByCode }>> =>
      http.get("/sys/user/getUserInfo"),
  };
}
