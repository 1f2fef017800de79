import { MEMBER_CARD_ACTIONS, type MemberCardAction } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import type { DataRow } from "@kanya/ui/data-table";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useId, useState } from "react";
import type { ListPageParts } from "../../../list";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";
import { CardBatchDialog } from "./card-batch-dialog";

const API = "/business/memberCard";
const ACTIONS = Object.keys(MEMBER_CARD_ACTIONS) as MemberCardAction[];

/** 激活: the card's activation code, checked by the server. */
function ActivateDialog({
  card,
  onDone,
  onClose,
}: {
  card: DataRow;
  onDone: () => void;
  onClose: () => void;
}) {
  const t = useText();
  const api = useApi();
  const inputId = useId();
  const [code, setCode] = useState("");
  const activate = async () => {
    const response = await api.post(`${API}/activate`, { id: String(card.id), activationCode: code.trim() });
    // Refused: the dialog stays open with what was typed, so the user can correct it.
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    onDone();
    onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("business.activateTitle", { cardNo: String(card.cardNo) })}
      onOk={activate}
      destroyOnClose
    >
      <label htmlFor={inputId} className="mb-2 block">
        {t("business.activationCode")}
      </label>
      <Input
        id={inputId}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        maxLength={32}
        autoComplete="off"
      />
    </Modal>
  );
}

/**
 * 会员卡's own parts: 激活, 冻结 and 解冻 on the rows whose status allows them, and 批量发卡 in the toolbar, for
 * those with the codes.
 */
export function useMemberCardActions(reload: () => void): ListPageParts {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const [activating, setActivating] = useState<DataRow>();
  const [issuing, setIssuing] = useState(false);
  const run = (action: MemberCardAction, card: DataRow) =>
    Modal.confirm({
      title: t("business.cardConfirm", {
        action: MEMBER_CARD_ACTIONS[action].label,
        cardNo: String(card.cardNo),
      }),
      onOk: async () => {
        const response = await api.post(`${API}/${action}`, { id: String(card.id) });
        if (!response.success) return void message.warning(response.message);
        message.success(response.message);
        reload();
      },
    });
  return {
    rowActions: (row) =>
      ACTIONS.filter(
        (action) =>
          row.status === MEMBER_CARD_ACTIONS[action].from && access.can(`business:memberCard:${action}`),
      ).map((action) => ({
        key: action,
        label: MEMBER_CARD_ACTIONS[action].label,
        onSelect: () => (action === "activate" ? setActivating(row) : run(action, row)),
      })),
    toolbar: access.can("business:memberCard:add") ? (
      <Button onClick={() => setIssuing(true)}>{t("business.batchIssue")}</Button>
    ) : null,
    dialogs: (
      <>
        {activating && (
          <ActivateDialog card={activating} onDone={reload} onClose={() => setActivating(undefined)} />
        )}
        {issuing && <CardBatchDialog onDone={reload} onClose={() => setIssuing(false)} />}
      </>
    ),
  };
}
