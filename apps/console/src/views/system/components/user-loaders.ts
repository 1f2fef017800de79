import { createUploader, type KanyaClient, pickerLoaders } from "@kanya/client";
import type { PickerRow } from "@kanya/ui/picker";
import { useMemo } from "react";
import { config } from "../../../config";
import { useApi, useSession } from "../../../providers";

interface DepartNode {
  key: string;
  title: string;
  children?: DepartNode[];
}

function flatten(nodes: readonly DepartNode[], out: PickerRow[] = []): PickerRow[] {
  for (const node of nodes) {
    out.push({ id: node.key, departName: node.title });
    if (node.children) flatten(node.children, out);
  }
  return out;
}

/** The user form's pickers and avatar upload, on the real endpoints (`@kanya/client`'s adapters). */
export function userFormLoaders(api: KanyaClient, uploadOptions: Parameters<typeof createUploader>[0]) {
  const loaders = pickerLoaders(api);
  return {
    roles: loaders.roles,
    positions: loaders.positions,
    loadDepartTree: loaders.departs.loadTree,
    /** The names of departments chosen before (the tree, searched by id). */
    loadDeparts: async (ids: string[]): Promise<PickerRow[]> => {
      const wanted = new Set(ids);
      return flatten(await loaders.departs.loadTree()).filter((row) => wanted.has(String(row.id)));
    },
    upload: createUploader({ ...uploadOptions, biz: "user" }),
    /** `GET /sys/tenant/queryList`: the tenants a user may belong to. */
    loadTenants: async (): Promise<{ value: string; label: string }[]> => {
      const response = await api.sys.tenant.queryList();
      return response.success
        ? response.result.map((t) => ({ value: String(t.id), label: t.name ?? String(t.id) }))
        : [];
    },
  };
}

export type UserFormLoaders = ReturnType<typeof userFormLoaders>;

export function useUserFormLoaders(): UserFormLoaders {
  const api = useApi();
  const session = useSession();
  return useMemo(
    () =>
      userFormLoaders(api, {
        baseUrl: config.apiBase,
        getToken: () => session.getToken(),
        getTenantId: () => session.getTenantId(),
      }),
    [api, session],
  );
}
