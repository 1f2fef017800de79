import { anonymous } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { readAccessToken, readJsonObject, stringField } from "../../http/request";
import { ok, okMessage } from "../../http/result";
import { post, type RouteSpec } from "../../http/routes";
import { type AuthService, type LoginInput, MSG_LOGOUT_OK } from "./service";

export function authRoutes(auth: AuthService): RouteSpec[] {
  return [
    post("/sys/login", anonymous, async (c) => {
      const input = parseLoginBody(await readJsonObject(c));
      // JeecgBoot's Vue 3 UI sends X-Version and loads dictionaries separately.
      const result = await auth.login(input, { includeDictItems: !c.req.header("X-Version") });
      return c.json(ok(result, "登录成功"));
    }),
    // Anonymous in JeecgBoot too: the token to revoke comes with the request.
    post("/sys/logout", anonymous, async (c) => {
      await auth.logout(readAccessToken(c));
      return c.json(okMessage(MSG_LOGOUT_OK));
    }),
  ];
}

/** `{username, password, captcha?, checkKey?, remember_me?}`; captcha is not enforced by this server. */
function parseLoginBody(body: Record<string, unknown>): LoginInput {
  const username = stringField(body, "username");
  const password = stringField(body, "password");
  if (!username || !password) throw new BusinessError("请输入用户名和密码");
  return { username, password };
}
