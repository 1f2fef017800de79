import { Button } from "@kanya/ui/button";
import type { DataRow } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { useState } from "react";
import type { ListPageParts } from "../../../list";
import { useText } from "../../../locale";
import { useAccess, useApi, useSession } from "../../../providers";
import { clearCache } from "../../../shell/header/clear-cache";
import { DictItemsDrawer } from "./dict-items-drawer";
import { DictRecycleBin } from "./dict-recycle-bin";

const RECYCLE_BIN_CODE = "system:dict:deleteRecycleBin";

/** 数据字典's own parts: 字典配置 on each row, 刷新缓存 and 回收站 in the toolbar. */
export function useDictParts(reload: () => void): ListPageParts {
  const t = useText();
  const api = useApi();
  const session = useSession();
  const access = useAccess();
  const [configuring, setConfiguring] = useState<DataRow>();
  const [binOpen, setBinOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  // The server rebuilds its dictionary cache, then the console's own copy is replaced (as 清理缓存 does).
  const refresh = async () => {
    setRefreshing(true);
    const ok = await clearCache(api, session);
    setRefreshing(false);
    if (ok) message.success(t("dicts.cacheRefreshed"));
    else message.error(t("dicts.cacheFailed"));
  };

  return {
    rowActions: (row) => [{ key: "items", label: t("dicts.items"), onSelect: () => setConfiguring(row) }],
    toolbar: (
      <>
        <Button loading={refreshing} onClick={() => void refresh()}>
          {t("dicts.refreshCache")}
        </Button>
        {access.can(RECYCLE_BIN_CODE) && (
          <Button onClick={() => setBinOpen(true)}>{t("dicts.recycleBin")}</Button>
        )}
      </>
    ),
    dialogs: (
      <>
        {configuring && <DictItemsDrawer dict={configuring} onClose={() => setConfiguring(undefined)} />}
        {binOpen && <DictRecycleBin onClose={() => setBinOpen(false)} onRestored={reload} />}
      </>
    ),
  };
}
