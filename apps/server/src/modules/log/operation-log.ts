import type { Context, MiddlewareHandler } from "hono";
import type { Access } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { requestMeta } from "../../http/request-meta";
import { LOG_TYPE, type LogService, OPERATE_TYPE } from "./service";

const WRITE_METHODS = new Set(["POST", "PUT", "DELETE"]);

/** Sign-in routes are recorded as sign-in logs (type 1) by the auth module, not again here. */
const SIGN_IN_ROUTES = new Set(["/sys/login", "/sys/mLogin", "/sys/phoneLogin", "/sys/logout"]);

/** Body fields never written to the log. */
const SECRET_FIELD = /pass(word)?|pwd|captcha|smscode|token|secret/i;
const REDACTED = "******";
const MAX_PARAM = 2000;

/**
 * Wraps the guard: every write request (POST, PUT, DELETE) that gets past the guard is recorded as an
 * operation log (type 2) whose content is the route's declared permission, as JeecgBoot's @AutoLog does.
 * The row is written after the handler, so it carries the cost, and whatever the outcome.
 */
export function withOperationLog(
  guard: (access: Access) => MiddlewareHandler<AppEnv>,
  logs: LogService,
  clock: () => Date,
): (access: Access) => MiddlewareHandler<AppEnv> {
  return (access) => {
    const check = guard(access);
    return async (c, next) => {
      const startedAt = clock().getTime();
      let passed = false;
      const response = await check(c, async () => {
        passed = true;
        await next();
      });
      if (passed && WRITE_METHODS.has(c.req.method)) {
        const routePath = routeOf(c);
        if (!SIGN_IN_ROUTES.has(routePath)) await recordOperation(c, logs, access, routePath, startedAt);
      }
      return response;
    };
  };
}

async function recordOperation(
  c: Context<AppEnv>,
  logs: LogService,
  access: Access,
  routePath: string,
  startedAt: number,
): Promise<void> {
  const meta = requestMeta(c, startedAt);
  const auth = c.get("auth");
  await logs.record({
    logType: LOG_TYPE.operation,
    content: access.kind === "permission" ? access.code : `${c.req.method} ${routePath}`,
    operateType: operateTypeOf(c.req.method, routePath),
    userId: auth?.user.id ?? null,
    username: auth?.user.username ?? null,
    meta: auth ? meta : { ...meta, tenantId: 0 },
    method: `${c.req.method} ${routePath}`,
    requestParam: await requestParamOf(c),
  });
}

/** The route's own path (`/sys/user/add`), without the `/jeecg-boot` mount. */
function routeOf(c: Context<AppEnv>): string {
  const path = c.req.routePath || c.req.path;
  return path.replace(/^\/jeecg-boot(?=\/)/, "");
}

/** JeecgBoot's rule on the method name (add*, edit*, delete*, import*, export*), then the HTTP method. */
export function operateTypeOf(method: string, routePath: string): number {
  const last = routePath.split("/").filter(Boolean).pop()?.toLowerCase() ?? "";
  if (last.startsWith("list") || last.startsWith("query")) return OPERATE_TYPE.query;
  if (last.startsWith("add") || last.startsWith("save") || last.startsWith("register"))
    return OPERATE_TYPE.add;
  if (last.startsWith("edit") || last.startsWith("update")) return OPERATE_TYPE.edit;
  if (last.startsWith("delete") || last.startsWith("remove")) return OPERATE_TYPE.delete;
  if (last.startsWith("import")) return OPERATE_TYPE.import;
  if (last.startsWith("export")) return OPERATE_TYPE.export;
  if (method === "POST") return OPERATE_TYPE.add;
  if (method === "DELETE") return OPERATE_TYPE.delete;
  return OPERATE_TYPE.edit;
}

/** The query string and JSON body, secrets masked; uploads are not copied. Never throws. */
async function requestParamOf(c: Context<AppEnv>): Promise<string | null> {
  const parts: string[] = [];
  const query = new URL(c.req.url).searchParams;
  if ([...query.keys()].length > 0) {
    const masked = new URLSearchParams();
    for (const [key, value] of query) masked.append(key, SECRET_FIELD.test(key) ? REDACTED : value);
    parts.push(masked.toString());
  }
  const contentType = c.req.header("Content-Type") ?? "";
  if (/multipart\/form-data/i.test(contentType)) parts.push("[multipart/form-data]");
  else if (c.req.raw.body !== null || contentType) {
    try {
      const text = await c.req.text();
      if (text.trim() !== "") parts.push(maskJson(text));
    } catch {
      // The handler consumed the raw stream itself; the parameters are then not recorded.
    }
  }
  const joined = parts.join(" ");
  if (joined === "") return null;
  return joined.length > MAX_PARAM ? `${joined.slice(0, MAX_PARAM - 1)}…` : joined;
}

function maskJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (key, value) =>
      key !== "" && SECRET_FIELD.test(key) && value !== null && typeof value !== "object" ? REDACTED : value,
    );
  } catch {
    return text.slice(0, MAX_PARAM);
  }
}
