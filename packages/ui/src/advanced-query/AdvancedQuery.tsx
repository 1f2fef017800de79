import { DEFAULT_QUERY_LOCALE, type MatchType, type QueryLocale } from "@kanya/core/query";
import { useEffect, useState } from "react";
import { Button } from "../button";
import type { LoadDictItems } from "../dict-select/dict-types";
import { Input } from "../input";
import { useLocale } from "../locale/use-locale";
import { advancedQueryZhCN } from "../locale/zh-CN/advancedQuery";
import { message } from "../message";
import { Modal } from "../modal";
import { RadioGroup } from "../radio";
import { ConditionRows, fieldSelectId } from "./ConditionRows";
import type { RenderValueEditor } from "./ConditionValueEditor";
import type { QueryField } from "./query-field";
import { SavedQueryList } from "./SavedQueryList";
import { defaultStorage, type SavedQueryStorage } from "./saved-query-store";
import { type AdvancedQueryNotice, type AdvancedQueryParams, useAdvancedQuery } from "./use-advanced-query";

export interface AdvancedQueryProps {
  /** The fields the user can query (JSuperQuery's `fieldList`). */
  fields: readonly QueryField[];
  /** Called with the wire form on 查询, and with empty params on 重置. */
  onSearch: (params: AdvancedQueryParams) => void;
  /** Saved queries go under `JSuperQuerySaved_` + this code, else + `routePath`. */
  saveCode?: string;
  routePath: string;
  /** Default `localStorage`. */
  storage?: SavedQueryStorage;
  /**
   * Editors for field types the builder has none for (`sel_tree`, `cat_tree`, `popup`, `sel_user`…): a tree
   * select or picker on the caller's load functions. `undefined` for a field keeps the text box.
   */
  renderValueEditor?: RenderValueEditor;
  /**
   * Loads a dictionary field's items (a field with `dictCode`, or `dictTable`/`dictText`/`dictCode`, and no
   * `options`): the client's `dictLoaders(client).loadDictItems`. Components never fetch.
   */
  loadDictItems?: LoadDictItems;
  /** Default 1000, as JSuperQuery's modal. */
  width?: number;
  disabled?: boolean;
}

function queryLocaleOf(locale: string): QueryLocale {
  return locale.startsWith("en") ? "en-US" : DEFAULT_QUERY_LOCALE;
}

/** Shows a refusal or success as a toast (`<MessageHost />` renders them), as JSuperQuery did. */
function toast(notice: AdvancedQueryNotice | null) {
  if (notice?.kind === "warning") message.warning(notice.message);
  if (notice?.kind === "success") message.success(notice.message);
}

/**
 * JSuperQuery (spec §3–§5, §9): a button that says when conditions are in effect, and a builder with condition
 * rows, match type and/or, nested condition groups (each with its own and/or, three levels at most; beyond
 * the original), and saved queries. 查询 applies (不能查询空条件 when nothing is complete), 重置
 * clears; saving asks for a name (保存名称不能为空, 空条件不能保存, '{name} 已存在，是否覆盖？', 保存成功).
 * Needs `<MessageHost />` and `<ModalHost />` in the app for its toasts and confirmations.
 */
export function AdvancedQuery({
  fields,
  onSearch,
  saveCode,
  routePath,
  storage = defaultStorage(),
  renderValueEditor,
  loadDictItems,
  width = 1000,
  disabled,
}: AdvancedQueryProps) {
  const { t, locale } = useLocale(advancedQueryZhCN);
  const query = useAdvancedQuery({
    fields,
    saveCode,
    routePath,
    storage,
    onSearch,
    locale: queryLocaleOf(locale),
  });
  const dictLocale = queryLocaleOf(locale);
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  // A new group's first field takes focus, so the keyboard goes on where the group appeared.
  useEffect(() => {
    if (query.focusId) document.getElementById(fieldSelectId(query.focusId))?.focus();
  }, [query.focusId]);

  const save = async () => {
    const notice = query.save(name);
    if (notice.kind === "confirm-overwrite") {
      if (!(await Modal.confirm({ title: notice.message }))) return;
      const overwritten = query.save(notice.name, true);
      toast(overwritten);
      if (overwritten.kind === "success") setNaming(false);
      return;
    }
    toast(notice);
    if (notice.kind === "success") setNaming(false);
  };

  return (
    <>
      <Button
        disabled={disabled}
        variant={query.active ? "primary" : "default"}
        title={query.active ? t("advancedQuery.active") : undefined}
        onClick={() => setOpen(true)}
      >
        {t("advancedQuery.button")}
        {query.active && <span className="sr-only">（{t("advancedQuery.active")}）</span>}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t("advancedQuery.title")}
        width={width}
        footer={
          <>
            <Button
              onClick={() => {
                setName("");
                setNaming(true);
              }}
            >
              {t("advancedQuery.save")}
            </Button>
            <Button onClick={query.reset}>{t("advancedQuery.reset")}</Button>
            <Button
              variant="primary"
              onClick={() => {
                const refusal = query.search();
                toast(refusal);
                if (refusal === null) setOpen(false);
              }}
            >
              {t("advancedQuery.search")}
            </Button>
          </>
        }
      >
        <div className="grid grid-cols-[minmax(0,1fr)_200px] gap-4">
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <span id={`${query.storageKey}-match`}>{t("advancedQuery.matchType")}</span>
              <RadioGroup
                aria-labelledby={`${query.storageKey}-match`}
                value={query.matchType}
                onChange={(value) => query.setMatchType(value as MatchType)}
                options={[
                  { value: "and", label: t("advancedQuery.matchAnd") },
                  { value: "or", label: t("advancedQuery.matchOr") },
                ]}
              />
            </div>
            <ConditionRows
              query={query}
              fields={fields}
              t={t}
              renderValueEditor={renderValueEditor}
              {...(loadDictItems ? { loadDictItems } : {})}
              locale={dictLocale}
            />
          </div>
          <SavedQueryList
            saved={query.saved}
            t={t}
            onLoad={query.load}
            onRemove={async (title) => {
              if (await Modal.confirm({ title: t("advancedQuery.removeSavedConfirm") }))
                query.removeSaved(title);
            }}
          />
        </div>
      </Modal>
      <Modal
        open={naming}
        onOpenChange={setNaming}
        title={t("advancedQuery.saveName")}
        width={400}
        fullscreenToggle={false}
        onOk={save}
      >
        <Input
          aria-label={t("advancedQuery.saveName")}
          placeholder={t("advancedQuery.saveNamePlaceholder")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") void save();
          }}
        />
      </Modal>
    </>
  );
}
