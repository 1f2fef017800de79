import { type AreaTree, buildAreaTree } from "./area-model";

let pending: Promise<AreaTree> | undefined;

/**
 * The China administrative divisions (GB/T 2260, from `@vant/area-data`: maintained, 3,900 areas), loaded
 * on first use in their own chunk, so a page that only imports the picker does not pay 160 KB up front.
 * One load per page; a failed load is retried on the next call.
 */
export function loadAreaTree(): Promise<AreaTree> {
  pending ??= import("@vant/area-data").then(
    (module) => buildAreaTree(module.areaList),
    (reason: unknown) => {
      pending = undefined;
      throw reason;
    },
  );
  return pending;
}
