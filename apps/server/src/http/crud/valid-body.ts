import {
  type DetailRows,
  type Resource,
  type ResourceSchemaMode,
  type ResourceSchemaOptions,
  readDetailRows,
  resourceSchema,
} from "@kanya/core/resource";
import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { BusinessError } from "../errors";
import { readJsonObject } from "../request";

/**
 * Validation middleware: the body read strictly and checked with the resource's valibot schema (the one
 * the console's form uses); the first refusal is the caller's error, answered as the envelope. The handler
 * reads the checked values with `validBodyOf`. A record's detail rows (`details`, by body key) are read
 * with `readDetailRows` when the body carries their key, and kept under it.
 */
export function validBody(
  resource: Resource,
  mode: ResourceSchemaMode,
  options?: ResourceSchemaOptions,
  details: Readonly<Record<string, DetailRows>> = {},
): MiddlewareHandler<AppEnv> {
  const schema = resourceSchema(resource, mode as "add", options);
  return async (c, next) => {
    const body = await readJsonObject(c);
    const result = v.safeParse(schema, body, { abortEarly: true });
    if (!result.success) throw new BusinessError(result.issues[0]?.message ?? "请求内容不正确");
    const valid = { ...(result.output as Record<string, unknown>) };
    for (const [key, rows] of Object.entries(details)) {
      if (body[key] === undefined) continue;
      const read = readDetailRows(rows, body[key]);
      if (!read.ok) throw new BusinessError(read.message);
      valid[key] = read.rows;
    }
    c.set("validBody", valid);
    await next();
  };
}

/** The body `validBody` checked; a route without that middleware is a programming error. */
export function validBodyOf(c: Context<AppEnv>): Readonly<Record<string, unknown>> {
  const body = c.get("validBody");
  if (!body) throw new Error(`Route ${c.req.method} ${c.req.path} reads a valid body without validBody`);
  return body;
}
