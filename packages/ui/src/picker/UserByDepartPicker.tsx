import { useState } from "react";
import { DEFAULT_SORTER } from "../data-table/data-table-types";
import type { FaceFieldProps, FaceModalProps } from "./create-picker-face";
import { userByDepartFace } from "./faces";
import { PickerField } from "./PickerField";
import type { PickerRow } from "./picker-types";
import { TreePane } from "./TreePane";
import { type LoadPickerTree, usePickerTree } from "./use-picker-tree";

export interface UserByDepartPickerModalProps extends FaceModalProps<PickerRow> {
  /** The department tree; choosing a department lists its users (`departId` in the query). */
  loadDepartTree: LoadPickerTree;
}

/**
 * JSelectUserByDep's modal (spec §2, §9): the department tree left, that department's users right (all
 * users until one is chosen), page size 10 with 10/20/30, sorted by createTime descending.
 */
export function UserByDepartPickerModal({ loadDepartTree, ...props }: UserByDepartPickerModalProps) {
  const tree = usePickerTree(loadDepartTree, props.open);
  const [departId, setDepartId] = useState<string | undefined>();
  return (
    <userByDepartFace.Modal
      pageSize={10}
      pageSizeOptions={[10, 20, 30]}
      defaultSorter={DEFAULT_SORTER}
      {...props}
      baseQuery={{ departId }}
      aside={
        <TreePane
          tree={tree}
          className="w-64 shrink-0"
          selectedKey={departId}
          onSelect={(key) => setDepartId((current) => (current === key ? undefined : key))}
        />
      }
    />
  );
}

export type UserByDepartPickerProps = FaceFieldProps<PickerRow> &
  Pick<UserByDepartPickerModalProps, "loadDepartTree">;

/** JSelectUserByDep: the field with its modal; the value is usernames joined by `,`. */
export function UserByDepartPicker({
  load,
  mode,
  modal,
  loadDepartTree,
  valueKey = "username",
  labelKey = "realname",
  ...field
}: UserByDepartPickerProps) {
  return (
    <PickerField<PickerRow>
      {...field}
      valueKey={valueKey}
      labelKey={labelKey}
      renderModal={(slot) => (
        <UserByDepartPickerModal
          {...modal}
          {...slot}
          load={load}
          mode={mode}
          loadDepartTree={loadDepartTree}
          loadSelected={modal?.loadSelected ?? field.loadSelected}
          valueKey={valueKey}
          labelKey={labelKey}
        />
      )}
    />
  );
}
