import { Card } from "@kanya/ui/card";
import { Tabs } from "@kanya/ui/tabs";
import { useText } from "../../../locale";
import type { ViewProps } from "../../view-props";
import { BaseSettings } from "./components/BaseSettings";
import { SecuritySettings } from "./components/SecuritySettings";

/** `account/settings/Index` (账户设置): 基本设置 and 安全设置 (password, mobile). */
export default function AccountSettings(_props: ViewProps) {
  const t = useText();
  return (
    <Card>
      <Tabs
        aria-label={t("account.settings")}
        defaultActiveKey="base"
        items={[
          { key: "base", label: t("account.base"), children: <BaseSettings /> },
          { key: "security", label: t("account.security"), children: <SecuritySettings /> },
        ]}
      />
    </Card>
  );
}
