import { useText } from "../../locale";
import { ViewNotBuilt } from "../ViewNotBuilt";
import { UserLayout } from "./components/UserLayout";

/** `user/RegisterResult`: built with the sign-in flows; until then it says so. */
export default function RegisterResult() {
  const t = useText();
  return (
    <UserLayout>
      <ViewNotBuilt title={t("app.name")} />
    </UserLayout>
  );
}
