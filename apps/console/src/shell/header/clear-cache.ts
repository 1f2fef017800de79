import type { KanyaClient } from "@kanya/client";
import type { SessionStore } from "../../session";

/**
 * 清理缓存 (spec §7, §8): the server rebuilds its dictionary cache (`refleshCache`), then the fresh
 * dictionaries replace the local copy (`queryAllDictItems`, kept 7 days). True when both succeeded.
 */
export async function clearCache(api: KanyaClient, session: SessionStore): Promise<boolean> {
  try {
    const refreshed = await api.sys.dict.refleshCache();
    if (!refreshed.success) return false;
    const items = await api.sys.queryAllDictItems();
    if (!items.success) return false;
    session.setDictionaries(items.result);
    return true;
  } catch {
    return false;
  }
}
