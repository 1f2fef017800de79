import { ExceptionPage } from "./components/ExceptionPage";

/** `exception/500`: the server failed. */
export default function Exception500() {
  return <ExceptionPage status={500} />;
}
