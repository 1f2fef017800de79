import { useEffect, useState } from "react";
import { useApi } from "../../../providers";

export interface UserRelations {
  ready: boolean;
  /** Role ids, comma-separated. */
  roleIds: string;
  /** Department ids, comma-separated. */
  departIds: string;
  /** They could not be loaded: the form stays closed rather than save the user without them. */
  failed?: boolean;
}

const NONE: UserRelations = { ready: true, roleIds: "", departIds: "" };

/**
 * A user's roles (`queryUserRole`) and departments (`userDepartList`) for the edit form; both answer
 * `success: false` when there are none. A new user has none and is ready at once.
 */
export function useUserRelations(userId: string | undefined): UserRelations {
  const api = useApi();
  const [relations, setRelations] = useState<UserRelations>(userId ? { ...NONE, ready: false } : NONE);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    Promise.all([api.sys.user.queryUserRole(userId), api.sys.user.userDepartList(userId)]).then(
      ([roles, departs]) => {
        if (!current) return;
        setRelations({
          ready: true,
          roleIds: roles.success ? roles.result.join(",") : "",
          departIds: departs.success && departs.result ? departs.result.map((d) => d.key).join(",") : "",
        });
      },
      () => current && setRelations({ ...NONE, ready: false, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [api, userId]);
  return relations;
}
