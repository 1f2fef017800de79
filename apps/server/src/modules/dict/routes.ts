import { authenticated } from "../../http/access";
import { ok } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import type { DictService } from "./service";

export function dictRoutes(dicts: DictService): RouteSpec[] {
  return [
    // JeecgBoot answers this one with Result.ok(map), hence code 200.
    get("/sys/dict/queryAllDictItems", authenticated, async (c) =>
      c.json(ok(await dicts.queryAllDictItems())),
    ),
  ];
}
