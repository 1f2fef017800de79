import { Button } from "@kanya/ui/button";
import { Spin } from "@kanya/ui/spin";
import { useText } from "../../locale";
import { useApi, useSessionUser } from "../../providers";
import type { ViewProps } from "../view-props";
import { yuan } from "./components/chart-panels";
import { StatCard } from "./components/stat-card";
import { TodoPanel } from "./components/todo-panel";
import { useDashboardLoad } from "./components/use-dashboard-load";

/** 工作台: the signed-in user's to-dos — work orders assigned to them, claims to review, unread announcements. */
export default function Workplace(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const user = useSessionUser();
  const todos = useDashboardLoad(() => api.dashboard.workplace(), "workplace", t("dashboard.loadFailed"));
  const w = todos.data;

  return (
    <div className="grid gap-4">
      <section className="rounded-control-lg bg-surface p-6">
        <h2 className="text-[20px] font-semibold text-fg">{t("workplace.title")}</h2>
        <p className="mt-1 text-fg-secondary">{user?.realname || user?.username}</p>
      </section>
      {todos.error ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-control-lg bg-surface px-4 py-3 text-danger"
        >
          <span>{todos.error}</span>
          <Button size="small" onClick={todos.reload}>
            {t("dashboard.retry")}
          </Button>
        </div>
      ) : null}
      {!w ? (
        <div className="flex justify-center p-8">{todos.loading ? <Spin /> : null}</div>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <StatCard label={t("workplace.workOrders")} value={w.workOrders.total} />
            {w.claimsToReview ? (
              <StatCard label={t("workplace.claims")} value={w.claimsToReview.total} />
            ) : null}
            <StatCard label={t("workplace.announcements")} value={w.announcements.total} />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <TodoPanel
              title={t("workplace.workOrders")}
              total={w.workOrders.total}
              rows={w.workOrders.records}
              more="/business/workOrder"
              columns={[
                { title: t("workplace.workNo"), render: (r) => r.workNo },
                { title: t("workplace.workTitle"), render: (r) => r.title },
                { title: t("dashboard.status"), render: (r) => r.statusText },
                { title: t("workplace.deadline"), render: (r) => r.slaDeadline },
              ]}
            />
            {w.claimsToReview ? (
              <TodoPanel
                title={t("workplace.claims")}
                total={w.claimsToReview.total}
                rows={w.claimsToReview.records}
                more="/business/claim"
                columns={[
                  { title: t("workplace.claimNo"), render: (r) => r.claimNo },
                  { title: t("workplace.patient"), render: (r) => r.patientName },
                  {
                    title: t("workplace.claimedAmount"),
                    align: "right",
                    render: (r) => (r.claimedAmount === null ? "—" : yuan(r.claimedAmount)),
                  },
                  { title: t("workplace.reportedAt"), render: (r) => r.createTime },
                ]}
              />
            ) : null}
            <TodoPanel
              title={t("workplace.announcements")}
              total={w.announcements.total}
              rows={w.announcements.records}
              more="/isps/userAnnouncement"
              columns={[
                { title: t("workplace.announcementTitle"), render: (r) => r.titile },
                { title: t("workplace.sentAt"), render: (r) => r.sendTime },
              ]}
            />
          </div>
        </>
      )}
    </div>
  );
}
