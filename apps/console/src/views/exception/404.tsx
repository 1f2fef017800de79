import { ExceptionPage } from "./components/ExceptionPage";

/** `exception/404` as a menu view (inside the layout); the `/404` route shows it full-screen (`NotFoundPage`). */
export default function Exception404() {
  return <ExceptionPage status={404} />;
}
