import type { SysDepart } from "@kanya/client";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { RadioGroup } from "@kanya/ui/radio";
import { useEffect, useState } from "react";
import { useText } from "../../locale";
import { useSession, useSessionUser, useSignInApi } from "../../providers";

/** Spec §9: the department dialog is 500 px wide. */
const WIDTH = 500;

/**
 * 切换部门: the user's departments (`/sys/user/getCurrentUserDeparts`), the current one chosen; 确定 sends
 * `/sys/selectDepart` and keeps the answered user (7 days), so the header and pages follow at once.
 */
export function DepartSwitchModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useText();
  const api = useSignInApi();
  const session = useSession();
  const user = useSessionUser();
  const [departs, setDeparts] = useState<SysDepart[]>();
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setDeparts(undefined);
    api.sys
      .getCurrentUserDeparts()
      .then((response) => {
        if (!live) return;
        if (!response.success) {
          message.warning(response.message);
          return;
        }
        setDeparts(response.result.list);
        setChosen(response.result.orgCode ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, api]);

  const confirm = async () => {
    if (!chosen) {
      message.warning(t("depart.required"));
      return;
    }
    const response = await api.sys.selectDepart({ orgCode: chosen, username: user?.username });
    if (!response.success) {
      message.warning(response.message);
      return;
    }
    session.setUser(response.result.userInfo);
    message.success(t("depart.switched"));
    onOpenChange(false);
  };

  return (
    <Modal
      title={t("depart.title")}
      open={open}
      onOpenChange={onOpenChange}
      width={WIDTH}
      onOk={confirm}
      destroyOnClose
    >
      {departs === undefined ? null : departs.length === 0 ? (
        <p className="text-fg-secondary">{t("depart.none")}</p>
      ) : (
        <RadioGroup
          aria-label={t("depart.title")}
          className="flex flex-col gap-3"
          value={chosen}
          onChange={setChosen}
          options={departs.map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
        />
      )}
    </Modal>
  );
}
