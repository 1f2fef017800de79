import { DENTISTRY_STATUS, dentistryOrder, dentistryOrderFlow, dentistryPatient } from "@kanya/resources";
import { Button } from "@kanya/ui/button";
import type { DataRow } from "@kanya/ui/data-table";
import { Empty } from "@kanya/ui/empty";
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, RefreshCwIcon, SearchIcon } from "@kanya/ui/icons";
import { Input } from "@kanya/ui/input";
import { Result } from "@kanya/ui/result";
import { Select } from "@kanya/ui/select";
import { Spin } from "@kanya/ui/spin";
import { useEffect, useMemo, useRef, useState } from "react";
import { createFormModal } from "../../list";
import { useText } from "../../locale";
import { useAccess } from "../../providers";
import type { ViewProps } from "../view-props";
import { useDentistryMoves } from "./components/dentistry-moves";
import { OrderBoard } from "./components/order-board";
import { useDayOrders, useStores } from "./components/use-day-orders";

const OrderForm = createFormModal(dentistryOrder);
const PatientForm = createFormModal(dentistryPatient);
const S = DENTISTRY_STATUS;
/** The board's columns: the day's path; 已取消 is shown when asked for. */
const ACTIVE = [S.booked, S.arrived, S.treating, S.toPay, S.done];
const ALL = "all";

const DAY = 24 * 3600_000;
/** `yyyy-MM-dd` in GMT+8, `offset` days from today. */
const dayOf = (offset: number) =>
  new Date(Date.now() + 8 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
/** Now in GMT+8 as the wire has it, to the 5 minutes (a walk-in's time). */
function nowSlot(): string {
  const shifted = new Date(Math.ceil((Date.now() + 8 * 3600_000) / 300_000) * 300_000);
  return shifted.toISOString().slice(0, 19).replace("T", " ");
}

/**
 * 牙科订单 (`/service/dentistryorderView`), the `CK:` users' landing page: the front desk's day — one store's
 * appointments (a store switch for whoever works in more, the administrator), in a column per status by
 * time, each with the one move the desk makes next (签到, 开始治疗, 完成治疗 with the treatment items, 收款),
 * a new walk-in appointment or patient, and a search by patient name or mobile (`/` focuses it).
 */
export default function DentistryOrderView(_props: ViewProps) {
  const t = useText();
  const access = useAccess();
  const { stores, failed: storesFailed } = useStores();
  const [storeId, setStoreId] = useState<string>();
  const [offset, setOffset] = useState(0);
  const day = dayOf(offset);
  const orders = useDayOrders(storeId, day);
  const moves = useDentistryMoves(orders.reload);
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<string>(ALL);
  const [adding, setAdding] = useState<"order" | "patient">();
  const searchBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!storeId && stores?.[0]) setStoreId(String(stores[0].id));
  }, [stores, storeId]);
  // `/` jumps to the search box, as in a list of mail.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== "/" || target?.closest("input, textarea, [contenteditable=true], [role=dialog]"))
        return;
      event.preventDefault();
      searchBox.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  // The desk's day moves on its own: read again every minute.
  useEffect(() => {
    const timer = setInterval(orders.reload, 60_000);
    return () => clearInterval(timer);
  }, [orders.reload]);

  const found = useMemo(() => {
    const q = search.trim();
    if (!q) return orders.rows;
    return orders.rows.filter(
      (row: DataRow) =>
        String(row.patientName ?? "").includes(q) || String(row.patientMobile ?? "").includes(q),
    );
  }, [orders.rows, search]);
  const count = (status: string) => found.filter((row) => String(row.status) === status).length;
  const columns = filter === ALL ? ACTIVE : [filter];
  const store = stores?.find((s) => String(s.id) === storeId);

  if (storesFailed)
    return <Result status="error" title={t("dentistry.storesFailed")} subTitle={storesFailed} />;
  if (stores && stores.length === 0)
    return <Result status="warning" title={t("dentistry.noStore")} subTitle={t("dentistry.noStoreDetail")} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {stores && stores.length > 1 ? (
          <Select
            aria-label={t("dentistry.store")}
            className="w-48"
            options={stores.map((s) => ({ value: String(s.id), label: String(s.name) }))}
            value={storeId ?? null}
            onChange={(value) => value && setStoreId(value)}
          />
        ) : (
          <h2 className="m-0 font-semibold text-fg text-lg">{String(store?.name ?? "")}</h2>
        )}
        <fieldset className="m-0 flex items-center gap-1 border-0 p-0" aria-label={t("dentistry.day")}>
          <Button
            size="small"
            icon={<ArrowLeftIcon />}
            aria-label={t("dentistry.prevDay")}
            onClick={() => setOffset((n) => n - 1)}
          />
          <Button size="small" variant={offset === 0 ? "primary" : "default"} onClick={() => setOffset(0)}>
            {offset === 0 ? t("dentistry.today") : day}
          </Button>
          <Button
            size="small"
            icon={<ArrowRightIcon />}
            aria-label={t("dentistry.nextDay")}
            onClick={() => setOffset((n) => n + 1)}
          />
        </fieldset>
        <Input
          ref={searchBox}
          type="search"
          className="w-64"
          prefix={<SearchIcon />}
          aria-label={t("dentistry.search")}
          placeholder={t("dentistry.searchPlaceholder")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          allowClear
        />
        <div className="ml-auto flex flex-wrap gap-2">
          <Button icon={<RefreshCwIcon />} onClick={orders.reload} loading={orders.loading}>
            {t("dentistry.refresh")}
          </Button>
          {access.can(`${dentistryPatient.permission}:add`) && (
            <Button onClick={() => setAdding("patient")}>{t("dentistry.newPatient")}</Button>
          )}
          {access.can(`${dentistryOrder.permission}:add`) && (
            <Button
              variant="primary"
              icon={<PlusIcon />}
              onClick={() => setAdding("order")}
              disabled={!storeId}
            >
              {t("dentistry.walkIn")}
            </Button>
          )}
        </div>
      </div>

      <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0" aria-label={t("dentistry.statusFilter")}>
        <Button
          size="small"
          variant={filter === ALL ? "primary" : "default"}
          aria-pressed={filter === ALL}
          onClick={() => setFilter(ALL)}
        >
          {t("dentistry.allActive", { count: String(found.length - count(S.cancelled)) })}
        </Button>
        {dentistryOrderFlow.order.map((status) => (
          <Button
            key={status}
            size="small"
            variant={filter === status ? "primary" : "default"}
            aria-pressed={filter === status}
            onClick={() => setFilter(filter === status ? ALL : status)}
          >
            {`${dentistryOrderFlow.text(status)} ${count(status)}`}
          </Button>
        ))}
      </fieldset>

      {orders.failed ? (
        <Result
          status="error"
          title={t("dentistry.ordersFailed")}
          subTitle={orders.failed}
          extra={<Button onClick={orders.reload}>{t("dentistry.retry")}</Button>}
        />
      ) : !storeId || (orders.loading && orders.rows.length === 0) ? (
        <div className="flex justify-center py-16" role="status" aria-live="polite">
          <Spin tip={t("dentistry.loading")} />
        </div>
      ) : found.length === 0 ? (
        <Empty description={search.trim() ? t("dentistry.noMatch") : t("dentistry.noOrders")} />
      ) : (
        <OrderBoard rows={found} statuses={columns} moves={moves} />
      )}

      {moves.dialogs}
      {adding === "order" && (
        <OrderForm
          open
          mode="add"
          record={{ storeId: storeId ?? "", appointmentTime: offset === 0 ? nowSlot() : `${day} 09:00:00` }}
          onOpenChange={(open) => !open && setAdding(undefined)}
          onSaved={orders.reload}
          title={t("dentistry.walkInTitle")}
        />
      )}
      {adding === "patient" && (
        <PatientForm
          open
          mode="add"
          record={{ storeId: storeId ?? "" }}
          onOpenChange={(open) => !open && setAdding(undefined)}
          onSaved={() => undefined}
        />
      )}
    </div>
  );
}
