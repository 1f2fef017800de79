import type { AnnouncementSend } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Select } from "@kanya/ui/select";
import { useCallback, useEffect, useId, useState } from "react";
import { useText } from "../../locale";
import { useApi } from "../../providers";
import { AnnouncementModal } from "../../shell/notices/AnnouncementModal";
import { type Request, useShownRequest } from "../../shell/tabs/use-shown-request";
import type { ViewProps } from "../view-props";

interface Filter {
  titile: string;
  sender: string;
  /** `0` unread, `1` read, empty for both. */
  readFlag: string;
}

const NO_FILTER: Filter = { titile: "", sender: "", readFlag: "" };
/** Spec §9: lists start on page 1 with 10 rows. */
const FIRST_PAGE = { current: 1, pageSize: 10 };

/**
 * 我的消息 (/isps/userAnnouncement, where the bell leads): the user's announcements and system messages,
 * read or unread, searched by title, sender and state; 查看 opens one (and marks it read), 全部标注已读
 * marks them all.
 */
export default function UserAnnouncementList(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const [draft, setDraft] = useState<Filter>(NO_FILTER);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [rows, setRows] = useState<AnnouncementSend[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [shown, setShown] = useState<AnnouncementSend>();
  const shownRequest = useShownRequest();

  /**
   * Loads the page of messages. With the effect's `request`, a page already showing its answer reloads
   * quietly and redraws only a changed answer (a kept tab shown again, see useShownRequest).
   */
  const load = useCallback(
    async (request?: Request): Promise<void> => {
      const quiet = request !== undefined && shownRequest.isShown(request);
      if (!quiet) setLoading(true);
      try {
        const response = await api.sys.announcement.myAnnouncementSend({
          pageNo: paging.current,
          pageSize: paging.pageSize,
          ...(filter.titile ? { titile: filter.titile } : {}),
          ...(filter.sender ? { sender: filter.sender } : {}),
          ...(filter.readFlag ? { readFlag: filter.readFlag } : {}),
        });
        if (!response.success) {
          if (!quiet) setFailed(response.message);
          return;
        }
        setFailed(undefined);
        if (request && !shownRequest.show(request, response.result)) return;
        setRows(response.result.records);
        setTotal(response.result.total);
      } catch {
        if (!quiet) setFailed(t("myNotices.loadFailed"));
      } finally {
        if (!quiet) setLoading(false);
      }
    },
    [api, paging, filter, t, shownRequest],
  );

  useEffect(() => {
    void load([load]);
  }, [load]);

  const open = (row: AnnouncementSend) => {
    setShown(row);
    if (row.readFlag !== "1")
      api.sys.announcement.markRead(row.anntId).then(
        () => load(),
        () => undefined,
      );
  };

  const readAll = async () => {
    const response = await api.sys.announcement.readAll();
    if (response.success) message.success(response.message || t("myNotices.allRead"));
    else message.warning(response.message);
    void load();
  };

  const search = (next: Filter) => {
    setFilter(next);
    setPaging((current) => ({ ...current, current: 1 }));
  };

  const columns: DataTableColumn<AnnouncementSend & Record<string, unknown>>[] = [
    { title: t("myNotices.title"), dataIndex: "titile", width: 260, ellipsis: true },
    {
      title: t("myNotices.category"),
      dataIndex: "msgCategory",
      width: 110,
      render: (value) => (value === "2" ? t("myNotices.system") : t("myNotices.notice")),
    },
    { title: t("notice.sender"), dataIndex: "sender", width: 120 },
    { title: t("notice.sendTime"), dataIndex: "sendTime", width: 170 },
    {
      title: t("myNotices.state"),
      dataIndex: "readFlag",
      width: 90,
      render: (value) => (value === "1" ? t("myNotices.read") : <strong>{t("myNotices.unread")}</strong>),
    },
    {
      title: t("myNotices.action"),
      key: "action",
      width: 90,
      render: (_value, row) => (
        <Button variant="link" size="small" onClick={() => open(row)}>
          {t("myNotices.view")}
        </Button>
      ),
    },
  ];

  return (
    <section className="rounded-control-lg bg-surface p-6">
      <form
        aria-label={t("myNotices.search")}
        className="mb-4 flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          search(draft);
        }}
      >
        <TextFilter
          label={t("myNotices.title")}
          value={draft.titile}
          onChange={(titile) => setDraft({ ...draft, titile })}
        />
        <TextFilter
          label={t("notice.sender")}
          value={draft.sender}
          onChange={(sender) => setDraft({ ...draft, sender })}
        />
        <div className="flex items-center gap-2">
          <span id="my-notices-state" className="shrink-0">
            {t("myNotices.state")}
          </span>
          <Select
            aria-labelledby="my-notices-state"
            className="w-32"
            allowClear
            placeholder={t("myNotices.all")}
            value={draft.readFlag || null}
            onChange={(value) => setDraft({ ...draft, readFlag: value ?? "" })}
            options={[
              { value: "0", label: t("myNotices.unread") },
              { value: "1", label: t("myNotices.read") },
            ]}
          />
        </div>
        <Button variant="primary" htmlType="submit">
          {t("myNotices.query")}
        </Button>
        <Button
          onClick={() => {
            setDraft(NO_FILTER);
            search(NO_FILTER);
          }}
        >
          {t("myNotices.reset")}
        </Button>
        <Button className="ml-auto" onClick={readAll}>
          {t("myNotices.readAll")}
        </Button>
      </form>
      <DataTable
        label={t("route.myAnnouncements")}
        columns={columns}
        dataSource={rows as (AnnouncementSend & Record<string, unknown>)[]}
        loading={loading}
        error={failed}
        onRetry={load}
        pagination={{
          total,
          current: paging.current,
          pageSize: paging.pageSize,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
      />
      <AnnouncementModal announcement={shown} onClose={() => setShown(undefined)} />
    </section>
  );
}

/** A labelled text box of the search form. */
function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0">
        {label}
      </label>
      <Input id={id} className="w-44" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
