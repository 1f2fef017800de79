import { anonymous, authenticated } from "../../http/access";
import { error500, ok } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";

/*
 * Calls of JeecgBoot's UI this server answers with a clear refusal on purpose, never with their behaviour
 * (README: "Refused on purpose"):
 * - `/sys/common/transitRESTful?url=` forwards any request to any address: an open proxy into the
 *   server's network (SSRF).
 * - `/sys/getEncryptedString` hands every visitor the key and IV the sign-in form would encrypt with;
 *   a key given to everyone protects nothing, and passwords travel over TLS.
 * - Third-party apps (WeChat Work, DingTalk) are not part of this server: none is enabled, so their sync
 *   and account-binding calls say so instead of failing as unknown paths.
 */

export const MSG_TRANSIT_REFUSED = "出于安全考虑，本服务不提供HTTP中转（transitRESTful）";
export const MSG_ENCRYPTION_KEY_REFUSED = "出于安全考虑，本服务不下发加密密钥，登录密码由HTTPS保护";
export const MSG_THIRD_APP_DISABLED = "未启用第三方应用（企业微信、钉钉），无法同步或发送";
export const MSG_THIRD_LOGIN_DISABLED = "未启用第三方登录，无法绑定或创建第三方账号";

const refuse = (message: string) => () => Promise.resolve(Response.json(error500(message)));

export function refusedRoutes(): RouteSpec[] {
  const transit = "/sys/common/transitRESTful";
  return [
    get(transit, authenticated, refuse(MSG_TRANSIT_REFUSED)),
    post(transit, authenticated, refuse(MSG_TRANSIT_REFUSED)),
    put(transit, authenticated, refuse(MSG_TRANSIT_REFUSED)),
    del(transit, authenticated, refuse(MSG_TRANSIT_REFUSED)),
    get("/sys/getEncryptedString", anonymous, refuse(MSG_ENCRYPTION_KEY_REFUSED)),

    // JThirdAppButton shows its sync menu only for the apps enabled here: none.
    get("/sys/thirdApp/getEnabledType", authenticated, (c) =>
      c.json(ok({ wechatEnterprise: false, dingtalk: false })),
    ),
    get("/sys/thirdApp/sync/:app/:target/:direction", authenticated, refuse(MSG_THIRD_APP_DISABLED)),
    get("/sys/thirdApp/sendMessageTest", authenticated, refuse(MSG_THIRD_APP_DISABLED)),
    post("/sys/thirdApp/sendMessageTest", authenticated, refuse(MSG_THIRD_APP_DISABLED)),
    get("/sys/thirdApp/recallMessageTest", authenticated, refuse(MSG_THIRD_APP_DISABLED)),
    post("/sys/third/user/create", anonymous, refuse(MSG_THIRD_LOGIN_DISABLED)),
    post("/sys/third/user/checkPassword", anonymous, refuse(MSG_THIRD_LOGIN_DISABLED)),
  ];
}
