import { Avatar } from "@kanya/ui/avatar";
import { Card } from "@kanya/ui/card";
import { Descriptions } from "@kanya/ui/descriptions";
import { staticFileUrl } from "../../../config";
import { useText } from "../../../locale";
import { useSession, useSessionUser } from "../../../providers";
import type { ViewProps } from "../../view-props";

/** `account/center/Index` (账户中心): who is signed in, in which department and tenant. */
export default function AccountCenter(_props: ViewProps) {
  const t = useText();
  const session = useSession();
  const user = useSessionUser();
  const none = t("home.none");
  const department =
    user?.orgCodeTxt || session.getDeparts().find((depart) => depart.orgCode === user?.orgCode)?.departName;
  const tenant = session.getTenants().find((item) => item.id === session.getTenantId())?.name;
  const realname = user?.realname || user?.username || "";
  const items = [
    { key: "username", label: t("home.account"), children: user?.username || none },
    { key: "realname", label: t("home.realname"), children: user?.realname || none },
    { key: "workNo", label: t("home.workNo"), children: user?.workNo || none },
    { key: "department", label: t("home.department"), children: department || none },
    { key: "tenant", label: t("home.tenant"), children: tenant || none },
    { key: "phone", label: t("account.phone"), children: user?.phone || none },
    { key: "email", label: t("account.email"), children: user?.email || none },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-[280px_1fr]">
      <Card>
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <Avatar name={realname} src={user?.avatar ? staticFileUrl(user.avatar) : undefined} size={96} />
          <p className="text-[20px] font-semibold text-fg">{realname}</p>
          <p className="text-fg-secondary">{department || none}</p>
        </div>
      </Card>
      <Card title={t("home.profile")}>
        <Descriptions items={items} column={2} />
      </Card>
    </div>
  );
}
