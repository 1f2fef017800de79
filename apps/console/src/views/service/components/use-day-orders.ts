import { dentistryOrder, dentistryStore } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { useCallback, useEffect, useState } from "react";
import { useApi } from "../../../providers";

interface Page {
  records: DataRow[];
  total: number;
}

/** The stores the user works in (the server keeps the list to them; the administrator gets all). */
export function useStores() {
  const api = useApi();
  const [stores, setStores] = useState<DataRow[]>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    let current = true;
    api
      .get<Page>(`${dentistryStore.api}/list`, { pageSize: 200, column: "name", order: "asc" })
      .then((response) => {
        if (!current) return;
        if (!response.success) return setFailed(response.message);
        setStores(response.result.records);
      })
      .catch((error: unknown) => current && setFailed(String(error)));
    return () => {
      current = false;
    };
  }, [api]);
  return { stores, failed };
}

/** One store's appointments of one day (`yyyy-MM-dd`), by time; reloads on `reload()`. */
export function useDayOrders(storeId: string | undefined, day: string) {
  const api = useApi();
  const [rows, setRows] = useState<DataRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((n) => n + 1), []);
  useEffect(() => {
    void loads;
    if (!storeId) return;
    let current = true;
    setLoading(true);
    api
      .get<Page>(`${dentistryOrder.api}/list`, {
        storeId,
        appointmentTime_begin: `${day} 00:00:00`,
        appointmentTime_end: `${day} 23:59:59`,
        column: "appointmentTime",
        order: "asc",
        pageSize: 1000,
      })
      .then((response) => {
        if (!current) return;
        if (!response.success) return setFailed(response.message);
        setFailed(undefined);
        setRows(response.result.records);
      })
      .catch((error: unknown) => current && setFailed(String(error)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, storeId, day, loads]);
  return { rows, loading, failed, reload };
}
