import type { MessageKey } from "../locale/messages";
import { useLocale } from "../locale/use-locale";
import { pickerZhCN } from "../locale/zh-CN/picker";
import { PickerField, type PickerFieldProps } from "./PickerField";
import { PickerModal, type PickerModalProps } from "./PickerModal";
import type { PickerColumn, PickerRow, PickerSearchField } from "./picker-types";

type Translate = (key: MessageKey) => string;

/** What makes one picker different from another: its texts, size, columns, search form and keys. */
export interface PickerFace<Row extends PickerRow> {
  name: string;
  title: MessageKey;
  width: number;
  /** Field handed back as the value (and keying the rows). */
  valueKey: string;
  /** Field shown for a chosen row. */
  labelKey: string;
  columns: (t: Translate) => PickerColumn<Row>[];
  searchFields?: (t: Translate) => PickerSearchField[];
  mode?: PickerModalProps<Row>["mode"];
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  ellipsis?: number;
  scrollY?: number;
  searchPlacement?: PickerModalProps<Row>["searchPlacement"];
  selectedView?: PickerModalProps<Row>["selectedView"];
}

type FaceOwned = "title" | "width" | "columns" | "labelOf" | "rowKey";

/** A face's modal: the engine's props, each face setting optional. */
export type FaceModalProps<Row extends PickerRow> = Omit<PickerModalProps<Row>, FaceOwned> &
  Partial<Pick<PickerModalProps<Row>, "title" | "width" | "columns">> & {
    /** Override the face's value field. */
    valueKey?: string;
    labelKey?: string;
  };

/** A face's form field: the value and load functions; `modal` passes more to its modal. */
export type FaceFieldProps<Row extends PickerRow> = Omit<PickerFieldProps<Row>, "renderModal"> &
  Pick<FaceModalProps<Row>, "load" | "mode"> & {
    modal?: Partial<Omit<FaceModalProps<Row>, "open" | "onOpenChange" | "onConfirm" | "selectedKeys">>;
  };

/**
 * The picker engine given a face: a `Modal` (the modal alone, for code that opens it) and a `Field` (the
 * form field with its modal). Faces are data; all behaviour is the engine's.
 */
export function createPickerFace<Row extends PickerRow>(face: PickerFace<Row>) {
  function FaceModal({ valueKey = face.valueKey, labelKey = face.labelKey, ...props }: FaceModalProps<Row>) {
    const { t } = useLocale(pickerZhCN);
    return (
      <PickerModal<Row>
        mode={face.mode}
        pageSize={face.pageSize}
        pageSizeOptions={face.pageSizeOptions}
        ellipsis={face.ellipsis}
        scrollY={face.scrollY}
        searchPlacement={face.searchPlacement}
        selectedView={face.selectedView}
        searchFields={face.searchFields?.(t)}
        {...props}
        title={props.title ?? t(face.title)}
        width={props.width ?? face.width}
        columns={props.columns ?? face.columns(t)}
        rowKey={valueKey}
        labelOf={(row) => String(row[labelKey] ?? row[valueKey] ?? "")}
      />
    );
  }
  FaceModal.displayName = `${face.name}Modal`;

  function FaceField({
    load,
    mode,
    modal,
    valueKey = face.valueKey,
    labelKey = face.labelKey,
    ...field
  }: FaceFieldProps<Row>) {
    return (
      <PickerField<Row>
        {...field}
        valueKey={valueKey}
        labelKey={labelKey}
        renderModal={(slot) => (
          <FaceModal
            {...modal}
            {...slot}
            load={load}
            mode={mode ?? face.mode}
            loadSelected={modal?.loadSelected ?? field.loadSelected}
            valueKey={valueKey}
            labelKey={labelKey}
          />
        )}
      />
    );
  }
  FaceField.displayName = face.name;

  return { Modal: FaceModal, Field: FaceField };
}
