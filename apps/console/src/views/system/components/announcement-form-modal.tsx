import { pickerLoaders } from "@kanya/client";
import { announcement } from "@kanya/resources";
import { UserPicker } from "@kanya/ui/picker";
import { useMemo } from "react";
import { createFormModal, type FormModalProps } from "../../../list";
import { useApi } from "../../../providers";

/** `msgType` USER: the announcement goes to the users in `userIds` only. */
const TO_USERS = "USER";

/** 指定用户: a user picker over `/sys/user/list`, its value the users' ids (JeecgBoot's `userIds`). */
function AnnouncementUsers(props: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const api = useApi();
  const loaders = useMemo(() => pickerLoaders(api), [api]);
  const loadSelected = useMemo(
    () => async (ids: string[]) => {
      if (ids.length === 0) return [];
      const response = await api.sys.user.list({ code: ids.join(","), pageSize: ids.length });
      return (response.result?.records ?? []) as unknown as Record<string, unknown>[];
    },
    [api],
  );
  return (
    <UserPicker
      {...props}
      // The server keeps `id1,id2,` (JeecgBoot's trailing comma).
      value={(props.value ?? "").replace(/,+$/, "")}
      load={loaders.users.load}
      loadSelected={loadSelected}
      valueKey="id"
      labelKey="realname"
      mode="multi"
    />
  );
}

const Dialog = createFormModal(announcement, {
  width: 900,
  controlOf: (name, _field, values) => {
    if (name !== "userIds") return undefined;
    return values.msgType === TO_USERS ? <AnnouncementUsers /> : null;
  },
});

/** 系统通告's add / edit / detail dialog: the resource's form, with 指定用户 picked when it goes to users. */
export function AnnouncementFormModal(props: FormModalProps) {
  if (!props.open) return null;
  return <Dialog {...props} />;
}
