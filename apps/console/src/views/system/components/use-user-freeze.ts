import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useCallback } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";

export const USER_NORMAL = 1;
export const USER_FROZEN = 2;

/**
 * 冻结 / 解冻 of one user or of the ticked ones (`PUT /sys/user/frozenBatch`, 2 = freeze), each behind its
 * confirm (JeecgBoot's texts); the list reloads after the server's answer (which refuses freezing oneself).
 */
export function useUserFreeze(reload: () => void) {
  const t = useText();
  const api = useApi();
  return useCallback(
    (ids: readonly string[], status: typeof USER_NORMAL | typeof USER_FROZEN) => {
      if (ids.length === 0) return void message.warning(t("list.selectOne"));
      const freeze = status === USER_FROZEN;
      const batch = ids.length > 1;
      Modal.confirm({
        title: batch
          ? t("user.confirmBatchTitle")
          : t(freeze ? "user.confirmFreeze" : "user.confirmUnfreeze"),
        ...(batch ? { content: t(freeze ? "user.confirmBatchFreeze" : "user.confirmBatchUnfreeze") } : {}),
        onOk: async () => {
          const response = await api.sys.user.frozenBatch(ids, status);
          if (!response.success) return void message.warning(response.message);
          message.success(response.message);
          reload();
        },
      });
    },
    [api, reload, t],
  );
}
