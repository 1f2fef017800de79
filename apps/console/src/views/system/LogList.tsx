import { Tabs } from "@kanya/ui/tabs";
import { useState } from "react";
import { useText } from "../../locale";
import type { ViewProps } from "../view-props";
import { type LOG_SOURCES, LogTable } from "./components/log/LogTable";

/** 系统日志 (/isystem/log): 登录日志 and 操作日志, each its own list (JeecgBoot's logType 1 and 2). */
export default function LogList(_props: ViewProps) {
  const t = useText();
  const [tab, setTab] = useState<keyof typeof LOG_SOURCES>("login");
  return (
    <Tabs
      aria-label={t("logs.title")}
      activeKey={tab}
      onChange={(key) => setTab(key as keyof typeof LOG_SOURCES)}
      items={[
        { key: "login", label: t("logs.loginTab"), children: <LogTable kind="login" /> },
        { key: "operation", label: t("logs.operationTab"), children: <LogTable kind="operation" /> },
      ]}
    />
  );
}
