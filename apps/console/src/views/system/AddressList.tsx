import type { DataTableColumn } from "@kanya/ui/data-table";
import { TreePane, usePickerTree } from "@kanya/ui/picker";
import type { QueryFormField } from "@kanya/ui/query-form";
import { useCallback, useMemo, useState } from "react";
import { useText } from "../../locale";
import { useApi } from "../../providers";
import type { ViewProps } from "../view-props";
import { departNodesOf } from "./components/depart-tree";
import { UsersPanel } from "./components/users-panel";

/**
 * 通讯录 (JeecgBoot's AddressList): the department tree on the left; on the right the people of the chosen
 * department and those below it (everyone in a department when none is chosen), searched by name and work
 * number, with their phone, landline and email (`queryByOrgCodeForAddressList`).
 */
export default function AddressList(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const load = useCallback(
    async () => departNodesOf(await api.sys.depart.queryTreeList(), t("departs.treeLoadFailed")),
    [api, t],
  );
  const tree = usePickerTree(load, true);
  const [selectedKey, setSelectedKey] = useState<string>();
  const selected = selectedKey ? tree.index.get(selectedKey)?.node.data : undefined;
  const orgCode = selected?.orgCode ?? "";

  const queryFields = useMemo<QueryFormField[]>(
    () => [
      { name: "realname", label: t("departs.name"), filter: "like", trim: true },
      { name: "workNo", label: t("departs.workNo"), filter: "like", trim: true },
    ],
    [t],
  );
  const columns = useMemo<DataTableColumn[]>(
    () => [
      { title: t("departs.name"), dataIndex: "realname", width: 110 },
      { title: t("departs.workNo"), dataIndex: "workNo", width: 100 },
      { title: t("departs.departName"), dataIndex: "departName", width: 180, ellipsis: true },
      { title: t("departs.post"), dataIndex: "post", width: 110 },
      { title: t("departs.telephone"), dataIndex: "telephone", width: 130 },
      { title: t("departs.phone"), dataIndex: "phone", width: 130 },
      { title: t("departs.email"), dataIndex: "email", width: 180, ellipsis: true },
    ],
    [t],
  );
  const loadPeople = useCallback(
    (query: Record<string, string | number>) =>
      api.sys.membership.addressList({ ...query, ...(orgCode ? { orgCode } : {}) }),
    [api, orgCode],
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(16rem,1fr)_3fr]">
      <section aria-label={t("departs.tree")} className="flex min-w-0 flex-col gap-4">
        <TreePane tree={tree} selectedKey={selectedKey} onSelect={setSelectedKey} height={560} />
      </section>
      <UsersPanel
        label={selected ? t("departs.peopleOf", { name: selected.departName }) : t("departs.everyone")}
        queryFields={queryFields}
        columns={columns}
        load={loadPeople}
      />
    </div>
  );
}
