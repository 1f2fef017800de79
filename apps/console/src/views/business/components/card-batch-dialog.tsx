import {
  ACTIVATION_CODE_MESSAGE,
  ACTIVATION_CODE_PATTERN,
  CARD_BATCH_MAX,
  CARD_NO_MESSAGE,
  CARD_NO_PATTERN,
} from "@kanya/resources";
import {
  type EditableColumn,
  type EditableRow,
  EditableTable,
  type EditableTableMethods,
  parseTsv,
} from "@kanya/ui/editable-table";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { Select } from "@kanya/ui/select";
import { type ClipboardEvent, useId, useMemo, useRef, useState } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import { useDictItems } from "../../../providers/dictionaries";

interface CardRow extends EditableRow {
  cardNo?: string | null;
  activationCode?: string | null;
  cardType?: string | null;
  validTo?: string | null;
}

/** Rows the dialog opens with; a paste longer than the table adds the rows it needs. */
const START_ROWS = 5;
const BLANK_ROWS: CardRow[] = Array.from({ length: START_ROWS }, (_, i) => ({ id: `new${i}` }));
const REQUIRED = { required: true, message: "${title}不能为空" } as const;

const filled = (row: CardRow) => Boolean(row.cardNo || row.activationCode || row.cardType || row.validTo);

/**
 * 批量发卡: the channel, then the cards in the editable table — 卡号, 激活码, 服务套餐, 有效期至 — each cell
 * checked as the server checks it; a block copied from Excel pastes in (rows added as needed, a package
 * pasted by its name taken as its value). Rows left empty are skipped; the server refuses repeated or
 * issued card numbers by name and the dialog stays open with the rows.
 */
export function CardBatchDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const t = useText();
  const api = useApi();
  const channelLabel = useId();
  const channels = useDictItems("business_channel");
  const packages = useDictItems("member_card_package");
  const table = useRef<EditableTableMethods<CardRow>>(null);
  const [channelId, setChannelId] = useState<string>();
  const columns = useMemo<EditableColumn<CardRow>[]>(
    () => [
      { key: "index", type: "row-number", title: "#" },
      { key: "selection", type: "row-checkbox", title: "" },
      {
        key: "cardNo",
        type: "input",
        title: t("business.cardNo"),
        width: 200,
        validateRules: [REQUIRED, { pattern: CARD_NO_PATTERN, message: CARD_NO_MESSAGE }],
      },
      {
        key: "activationCode",
        type: "input",
        title: t("business.activationCode"),
        width: 160,
        validateRules: [REQUIRED, { pattern: ACTIVATION_CODE_PATTERN, message: ACTIVATION_CODE_MESSAGE }],
      },
      {
        key: "cardType",
        type: "select",
        title: t("business.cardType"),
        width: 160,
        options: packages.map((item) => ({ value: item.value, text: item.text })),
        validateRules: [REQUIRED],
      },
      {
        key: "validTo",
        type: "date",
        title: t("business.validTo"),
        width: 160,
        validateRules: [REQUIRED],
      },
    ],
    [t, packages],
  );

  /** A package typed or pasted by its name becomes its value. */
  const keep = (rows: CardRow[]) => {
    const updates = rows.flatMap((row) => {
      const byText = packages.find((item) => item.text === row.cardType && item.value !== row.cardType);
      return byText ? [{ rowKey: row.id, values: { cardType: byText.value } }] : [];
    });
    if (updates.length > 0) table.current?.setValues(updates);
  };

  /** Before the table takes a pasted block: enough rows below the cell for all of it. */
  const makeRoom = (event: ClipboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const methods = table.current;
    if (!methods || !target.hasAttribute("data-grid-row")) return;
    const rowIndex = Number(target.getAttribute("data-grid-row"));
    const block = parseTsv(event.clipboardData.getData("text/plain"));
    const missing = rowIndex + block.length - methods.getValues().length;
    if (missing > 0) methods.addRows(Array.from({ length: missing }, () => ({})));
  };

  const issue = async () => {
    const methods = table.current;
    if (!methods) return;
    const rows = methods.getValues().filter(filled);
    if (rows.length === 0) return void message.warning(t("business.batchEmpty"));
    if (rows.length > CARD_BATCH_MAX)
      return void message.warning(t("business.batchTooMany", { max: CARD_BATCH_MAX }));
    const empty = methods.getValues().filter((row) => !filled(row));
    if (empty.length > 0) await methods.removeRows(empty.map((row) => row.id));
    if ((await methods.fullValidateTable()) > 0) return void message.warning(t("business.batchInvalid"));
    const response = await api.post("/business/memberCard/batchAdd", {
      ...(channelId ? { channelId } : {}),
      cards: rows.map(({ cardNo, activationCode, cardType, validTo }) => ({
        cardNo,
        activationCode,
        cardType,
        validTo,
      })),
    });
    // Refused: the dialog keeps the rows so they can be corrected.
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    onDone();
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("business.batchIssue")}
      width={860}
      onOk={issue}
      destroyOnClose
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <span id={channelLabel}>{t("business.batchChannel")}</span>
          <Select
            aria-labelledby={channelLabel}
            className="w-60"
            placeholder={t("business.batchChannelPlaceholder")}
            allowClear
            showSearch
            options={channels.map((item) => ({ value: item.value, label: item.text }))}
            value={channelId ?? null}
            onChange={(value) => setChannelId(value ?? undefined)}
          />
        </div>
        <p className="m-0 text-fg-secondary">{t("business.batchHint", { max: CARD_BATCH_MAX })}</p>
        <div onPasteCapture={makeRoom}>
          <EditableTable<CardRow>
            ref={table}
            label={t("business.batchCards")}
            columns={columns}
            dataSource={BLANK_ROWS}
            alwaysEdit
            maxHeight={360}
            onValuesChange={keep}
          />
        </div>
      </div>
    </Modal>
  );
}
