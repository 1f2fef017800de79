import type { Result } from "./envelope.js";
import type { Http } from "./http.js";

/** A range of days (`yyyy-MM-dd`, both included), or the last 7 or 30 days ending today. */
export type DashboardRange = { start: string; end: string } | { days: 7 | 30 };

export interface DashboardNamedCount {
  name: string;
  orders: number;
  revenue: number;
}

/** `/dashboard/analysis`: 首页's figures over a range of days. */
export interface DashboardAnalysis {
  start: string;
  end: string;
  totals: { orders: number; revenue: number; customers: number; claims: number };
  byDay: { day: string; orders: number; revenue: number }[];
  byChannel: DashboardNamedCount[];
  byServiceType: DashboardNamedCount[];
  claimsByStatus: { status: string; name: string; count: number }[];
  topHospitals: DashboardNamedCount[];
  topDoctors: (DashboardNamedCount & { hospital: string })[];
}

export interface DashboardTodoList<T> {
  total: number;
  records: T[];
}

/** `/dashboard/workplace`: the caller's to-dos (claims to review only for claim reviewers, else null). */
export interface DashboardWorkplace {
  workOrders: DashboardTodoList<{
    id: string;
    workNo: string | null;
    title: string | null;
    status: string | null;
    statusText: string | null;
    slaDeadline: string | null;
  }>;
  claimsToReview: DashboardTodoList<{
    id: string;
    claimNo: string | null;
    patientName: string | null;
    claimedAmount: number | null;
    createTime: string | null;
  }> | null;
  announcements: DashboardTodoList<{
    id: string;
    titile: string | null;
    sendTime: string | null;
    msgCategory: string;
  }>;
}

/** The dashboards' figures (Kanya's own: JeecgBoot's dashboards are static demos). */
export function dashboardApi(http: Http) {
  return {
    analysis: (range: DashboardRange = { days: 7 }): Promise<Result<DashboardAnalysis>> =>
      http.get("/dashboard/analysis", "days" in range ? { days: range.days } : range),
    workplace: (): Promise<Result<DashboardWorkplace>> => http.get("/dashboard/workplace"),
  };
}
