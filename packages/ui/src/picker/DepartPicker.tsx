import { useEffect, useState } from "react";
import { useLocale } from "../locale/use-locale";
import { pickerZhCN } from "../locale/zh-CN/picker";
import { Modal } from "../modal/Modal";
import { PickerField, type PickerFieldProps } from "./PickerField";
import type { PickerMode, PickerRow } from "./picker-types";
import { TreePane } from "./TreePane";
import { type PickerTreeNode, toggleChecked } from "./tree-model";
import { type LoadPickerTree, usePickerTree } from "./use-picker-tree";

/** Department picker modal width (spec §9). */
export const DEPART_PICKER_WIDTH = 500;

export interface DepartPickerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loadTree: LoadPickerTree;
  mode?: PickerMode;
  /** Each department ticks alone (default, JeecgBoot's checkStrictly); false cascades to children and parents. */
  checkStrictly?: boolean;
  selectedKeys?: readonly string[];
  /** The ticked departments, as their source rows (or `{ id, departName }`). */
  onConfirm: (rows: PickerRow[]) => void;
  title?: string;
  width?: number;
}

const rowOf = (node: PickerTreeNode) =>
  (node.data as PickerRow | undefined) ?? { id: node.key, departName: node.title };

/**
 * JSelectDepart's modal (spec §2, §9): the department tree, width 500, single or multi, with search, ticking
 * strictly or cascading. 确定 hands back the ticked departments.
 */
export function DepartPickerModal({
  open,
  onOpenChange,
  loadTree,
  mode = "multi",
  checkStrictly = true,
  selectedKeys = [],
  onConfirm,
  title,
  width = DEPART_PICKER_WIDTH,
}: DepartPickerModalProps) {
  const { t } = useLocale(pickerZhCN);
  const tree = usePickerTree(loadTree, open);
  const [checked, setChecked] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the field's value
  useEffect(() => {
    if (open) setChecked([...selectedKeys]);
  }, [open]);
  const confirm = () => {
    const rows = checked.flatMap((key) => {
      const node = tree.index.get(key)?.node;
      return node ? [rowOf(node)] : [{ id: key }];
    });
    onConfirm(rows);
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCancel={() => onOpenChange(false)}
      onOk={confirm}
      title={title ?? t("picker.depart.title")}
      width={width}
    >
      <TreePane
        tree={tree}
        checkable
        checkStrictly={checkStrictly}
        checkedKeys={checked}
        onCheck={(key) =>
          setChecked((previous) =>
            toggleChecked(tree.index, previous, key, { strict: checkStrictly, single: mode === "single" }),
          )
        }
      />
    </Modal>
  );
}

export type DepartPickerProps = Omit<PickerFieldProps<PickerRow>, "renderModal"> &
  Pick<DepartPickerModalProps, "loadTree" | "mode" | "checkStrictly">;

/** JSelectDepart: the field (department names shown, ids as the value by default) with its tree modal. */
export function DepartPicker({
  loadTree,
  mode,
  checkStrictly,
  valueKey = "id",
  labelKey = "departName",
  ...field
}: DepartPickerProps) {
  return (
    <PickerField<PickerRow>
      {...field}
      valueKey={valueKey}
      labelKey={labelKey}
      renderModal={(slot) => (
        <DepartPickerModal {...slot} loadTree={loadTree} mode={mode} checkStrictly={checkStrictly} />
      )}
    />
  );
}
