import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { Drawer } from "@kanya/ui/drawer";
import { useCallback, useEffect, useState } from "react";
import type { ListPageParts } from "../../../list";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";

interface Page {
  records: DataRow[];
  total: number;
}

const FIRST_PAGE = { current: 1, pageSize: 10 };

/** 医生: the doctors of one hospital, with their department, title, clinic days and status. */
function HospitalDoctorsDrawer({ hospital, onClose }: { hospital: DataRow; onClose: () => void }) {
  const t = useText();
  const api = useApi();
  const hospitalId = String(hospital.id);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [page, setPage] = useState<Page>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await api.get<Page>("/business/doctor/list", {
        hospitalId,
        pageNo: paging.current,
        pageSize: paging.pageSize,
        column: "name",
        order: "asc",
      });
      if (!response.success) return void setFailed(response.message);
      setFailed(undefined);
      setPage(response.result);
    } catch {
      setFailed(t("business.doctorsFailed"));
    } finally {
      setLoading(false);
    }
  }, [api, hospitalId, paging, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const columns: DataTableColumn[] = [
    { title: t("business.doctorName"), dataIndex: "name", width: 100 },
    { title: t("business.doctorDepartment"), dataIndex: "department", width: 100 },
    { title: t("business.doctorTitle"), dataIndex: "title_dictText", width: 110 },
    { title: t("business.doctorSchedule"), dataIndex: "schedule", width: 180, ellipsis: true },
    { title: t("business.doctorStatus"), dataIndex: "status_dictText", width: 80 },
  ];
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("business.doctorsTitle", { name: String(hospital.name ?? "") })}
      width={760}
    >
      <DataTable
        label={t("business.doctors")}
        columns={columns}
        dataSource={page.records}
        loading={loading}
        error={failed}
        onRetry={load}
        pagination={{
          total: page.total,
          current: paging.current,
          pageSize: paging.pageSize,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
      />
    </Drawer>
  );
}

/** 医院数据's own part: 医生 on each row (for those who may list doctors) opens the hospital's doctors. */
export function useHospitalDoctors(): ListPageParts {
  const t = useText();
  const access = useAccess();
  const [hospital, setHospital] = useState<DataRow>();
  return {
    rowActions: (row) =>
      access.can("business:doctor:list")
        ? [{ key: "doctors", label: t("business.doctors"), onSelect: () => setHospital(row) }]
        : [],
    dialogs: hospital && <HospitalDoctorsDrawer hospital={hospital} onClose={() => setHospital(undefined)} />,
  };
}
