// The signing rule lives in @kanya/core (Kanya's server checks with it); re-exported for clients' users.
export {
  DEFAULT_SIGNATURE_SECRET,
  isSignedPath,
  requestSignature,
  SIGN_HEADER,
  type SignedRequest,
  signatureParams,
  TIMESTAMP_HEADER,
} from "@kanya/core/sign";
export { type ClientOptions, createClient, type KanyaClient } from "./client.js";
export type {
  DashboardAnalysis,
  DashboardNamedCount,
  DashboardRange,
  DashboardTodoList,
  DashboardWorkplace,
} from "./dashboard.js";
export { isResult, type Page, type Result } from "./envelope.js";
export { HttpError, NetworkError, ProtocolError } from "./errors.js";
export {
  createDownloader,
  DOWNLOAD_TIMEOUT_MS,
  type DownloadedFile,
  type Downloader,
  fileNameOf,
} from "./files/download.js";
export {
  createUploader,
  type Uploader,
  type UploaderOptions,
  type UploadPlatform,
  type UploadProgressOptions,
} from "./files/upload.js";
export {
  createHttp,
  DEFAULT_TIMEOUT_MS,
  type Http,
  type HttpOptions,
  type Query,
  type QueryValue,
  type RequestOptions,
  toQueryString,
} from "./http.js";
export {
  categoryLoaders,
  type DictOption,
  dictLoaders,
  listPickerLoaders,
  type PickerDepartNode,
  type PickerPageQuery,
  type PickerPageResult,
  pickerLoaders,
  type ReportColumnsResult,
  reportLoaders,
  type TreeOption,
  type TreeOptionQuery,
  unwrap,
} from "./loaders/index.js";
export type { ReportHead, ReportItem, ReportModel, ReportParam, ReportRows } from "./online/report.js";
export { signatureHeaders } from "./sign.js";
export type {
  ChangePasswordRequest,
  LoginRequest,
  LoginResult,
  MultiDepart,
  RegisterRequest,
  SelectDepartRequest,
  SmsMode,
  UpdatePasswordRequest,
} from "./sys/auth.js";
export type { DuplicateCheckQuery } from "./sys/common.js";
export type { SysDataLog } from "./sys/data-log.js";
export type { DepartParentIds } from "./sys/depart.js";
export type { SysDictTreeNode } from "./sys/dictionary.js";
export type { LogListQuery } from "./sys/log.js";
export type { AddressListEntry, GrantDataRules } from "./sys/membership.js";
export type {
  MonitorDatabase,
  MonitorDisk,
  MonitorHttp,
  MonitorRedis,
  MonitorRuntime,
  MonitorSystem,
  MonitorTrace,
  RedisReply,
} from "./sys/monitor.js";
export type { OnlineUser } from "./sys/online.js";
export type { OssFile } from "./sys/oss.js";
export type { PathTicket } from "./sys/path-ticket.js";
export type { UserPermissions } from "./sys/permission.js";
export type { SysRoleForm } from "./sys/role.js";
export type { SysRoleIndex, SysRoleIndexForm } from "./sys/role-index.js";
export type { SystemCommonApi } from "./sys/system-common.js";
export type { EnabledThirdApps } from "./sys/third-app.js";
export type { DepartIdModel, OwnProfileForm, SysUserForm, SysUserRecord, UserListQuery } from "./sys/user.js";
export type { SysUserAgent, SysUserAgentForm } from "./sys/user-agent.js";
export type * from "./types/index.js";
export type * from "./types/sys-common.js";
