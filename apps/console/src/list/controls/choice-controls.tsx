import { listPickerLoaders, reportLoaders } from "@kanya/client";
import { listColumns, listQueryFields, type Resource } from "@kanya/core/resource";
import { resources } from "@kanya/resources";
import { CategorySelect } from "@kanya/ui/dict-select";
import { BizPicker, DepartPicker, PopupField, UserPicker } from "@kanya/ui/picker";
import { useMemo } from "react";
import { useText } from "../../locale";
import type { FieldLoaders } from "../use-field-loaders";
import { asText, type ControlProps, commonProps } from "./control-props";
import { useOptionalForm } from "./optional-form";

interface LoadedControlProps extends ControlProps {
  loaders: FieldLoaders;
}

/** A picker's mode when the caller asks for one or several values (unset: the picker's own). */
const modeOf = ({ multiple }: ControlProps) =>
  multiple === undefined ? {} : { mode: multiple ? ("multi" as const) : ("single" as const) };

const emit = (props: ControlProps) => (next: string) => {
  props.onChange?.(next);
  props.onBlur?.();
};

/** A category (分类字典) under the field's `categoryCode`, as a lazy tree. */
export function CategoryControl(props: LoadedControlProps) {
  return (
    <CategorySelect
      {...commonProps(props)}
      className="w-full"
      pcode={props.field.categoryCode ?? ""}
      loaders={props.loaders.category}
      {...(props.multiple ? { multiple: true } : {})}
      value={asText(props.value)}
      onChange={emit(props)}
    />
  );
}

/** Usernames, comma-separated (JSelectUserModal). */
export function UserControl(props: LoadedControlProps) {
  return (
    <UserPicker
      {...commonProps(props)}
      {...props.loaders.pickers.users}
      {...modeOf(props)}
      value={asText(props.value)}
      onChange={emit(props)}
    />
  );
}

/** Department ids, comma-separated (JSelectDepart), names shown. */
export function DepartmentControl(props: LoadedControlProps) {
  const { loadTree, loadSelected } = props.loaders.pickers.departs;
  return (
    <DepartPicker
      {...commonProps(props)}
      loadTree={loadTree}
      loadSelected={loadSelected}
      {...modeOf(props)}
      value={asText(props.value)}
      onChange={emit(props)}
    />
  );
}

/** The resource a reference field points at (`field.target` is its name). */
export function refTarget(target: string | undefined): Resource | undefined {
  if (!target) return undefined;
  return Object.values(resources as Record<string, unknown>).find(
    (r): r is Resource =>
      typeof r === "object" && r !== null && (r as Resource).name === target && "fields" in r,
  );
}

/** The target's columns, search fields and shown field: its list columns, its `like` fields, its first text. */
function refFace(target: Resource) {
  const columns = listColumns(target)
    .filter((c) => c.dataIndex !== "id")
    .slice(0, 4)
    .map((c) => ({ title: c.title, dataIndex: c.dataIndex, width: 160 }));
  const like = listQueryFields(target).filter((f) => f.mode === "like");
  const firstText = Object.entries(target.fields).find(([, f]) => f.kind === "text")?.[0] ?? "id";
  return {
    columns,
    searchFields: like.slice(0, 2).map((f) => ({ name: f.name, label: f.label })),
    containing: like.map((f) => f.name),
    labelKey: firstText,
  };
}

/** A record of another resource, picked from its list (`<api>/list`) in a popup; its id is the value. */
export function RefControl(props: LoadedControlProps) {
  const t = useText();
  const target = refTarget(props.field.target);
  const face = useMemo(() => (target ? refFace(target) : null), [target]);
  const loaders = useMemo(
    () => (target && face ? listPickerLoaders(props.loaders.api, target.api, face.containing) : null),
    [props.loaders.api, target, face],
  );
  if (!target || !face || !loaders)
    return (
      <p role="alert" className="m-0 text-control text-danger-text">
        {t("fieldControl.unknownRef", { target: props.field.target ?? "" })}
      </p>
    );
  return (
    <BizPicker
      {...commonProps(props)}
      load={loaders.load}
      loadSelected={loaders.loadSelected}
      valueKey="id"
      labelKey={face.labelKey}
      mode={props.multiple ? "multi" : "single"}
      modal={{
        title: t("list.choose", { label: props.field.label }),
        columns: face.columns,
        searchFields: face.searchFields,
      }}
      value={asText(props.value)}
      onChange={emit(props)}
    />
  );
}

/**
 * JPopup (`popup`): a row of the field's online report (`field.report`) fills the form's `destFields` with its
 * `orgFields` columns, this field among them (spec §3, §5); the others keep their own controls. Outside a form
 * (the advanced query) only this field's value is taken.
 */
export function PopupControl(props: LoadedControlProps) {
  const form = useOptionalForm();
  const report = useMemo(() => reportLoaders(props.loaders.api), [props.loaders.api]);
  const { report: code, orgFields, destFields } = props.field;
  return (
    <PopupField
      {...commonProps(props)}
      {...(props["aria-invalid"] ? { "aria-invalid": true } : {})}
      {...(code !== undefined ? { code } : {})}
      {...(orgFields !== undefined ? { orgFields } : {})}
      {...(destFields !== undefined ? { destFields } : {})}
      {...(props.name !== undefined ? { field: props.name } : {})}
      loadColumns={report.loadColumns}
      loadData={report.loadData}
      {...(props.multiple ? { multi: true } : {})}
      value={asText(props.value)}
      onFill={(values) => {
        for (const [name, value] of Object.entries(values)) {
          if (name === props.name) props.onChange?.(value);
          else form?.setValue(name, value, { shouldDirty: true, shouldValidate: true });
        }
        props.onBlur?.();
      }}
    />
  );
}
