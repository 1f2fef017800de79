import { createDownloader } from "@kanya/client";
import type { Resource } from "@kanya/core/resource";
import { exportXls, type ImportResponse } from "@kanya/ui/excel";
import { useMemo } from "react";
import { config } from "../config";
import { useApi, useSession } from "../providers";

/** 导出 (a blob GET of `<api>/exportXls` with the list's parameters and selection) and 导入 (`importExcel`). */
export function useExportImport(resource: Resource) {
  const api = useApi();
  const session = useSession();
  return useMemo(() => {
    const download = createDownloader({
      baseUrl: config.apiBase,
      getToken: () => session.getToken(),
      getTenantId: () => session.getTenantId(),
    });
    return {
      /** `fileName`: default the resource's title. */
      exportRows: (
        params: Record<string, string | number>,
        selections: readonly string[],
        fileName?: string,
      ) =>
        exportXls({
          download: (query) => download(`${resource.api}/exportXls`, query),
          params,
          selections,
          fileName: fileName ?? resource.title,
        }),
      importExcel: async (form: FormData): Promise<ImportResponse> =>
        api.post(`${resource.api}/importExcel`, form),
    };
  }, [api, session, resource]);
}
