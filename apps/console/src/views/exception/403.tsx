import { ExceptionPage } from "./components/ExceptionPage";

/** `exception/403`: the page is not for this user. */
export default function Exception403() {
  return <ExceptionPage status={403} />;
}
