/** Wire messages that clients match on; keep them byte-exact (note the full-width punctuation). */
export const MSG_TOKEN_INVALID = "Token失效，请重新登录!";
export const MSG_USER_MISSING = "用户不存在!";
export const MSG_USER_LOCKED = "账号已被锁定,请联系管理员!";
export const MSG_TENANT_CHANGED = "登录租户授权变更，请重新登陆!";
export const MSG_NO_PERMISSION = "没有权限，请联系管理员授权后刷新缓存！";
export const MSG_INTERNAL_ERROR = "操作失败，服务器内部错误，请稍后重试或联系管理员";
export const MSG_BAD_JSON = "请求内容不是有效的JSON，请检查请求体格式";
/** JeecgBoot's SignAuthInterceptor: a signed endpoint called without a valid `X-Sign` or fresh `X-TIMESTAMP`. */
export const MSG_SIGN_INVALID = "Sign签名校验失败！";
/** PostgreSQL cannot be reached (stopped, restarting, network): answered with HTTP 503, retry later. */
export const MSG_DATABASE_UNAVAILABLE = "数据库暂时不可用，请稍后重试";
/** A token in the query string or a cookie: API routes read it from the header only (links use path tickets). */
export const MSG_TOKEN_OUTSIDE_HEADER = "Token只能通过请求头X-Access-Token传递，不能放在URL或Cookie中";
/** A path ticket that is unknown, used already, for another path or expired. */
export const MSG_PATH_TICKET_INVALID = "链接已失效，请重新打开";
