import { lazy, Suspense, useState } from "react";
import type { SessionStore } from "../session";
import { useSessionValue } from "./session";

// The host of `Modal.confirm` and its kind (Radix Dialog, focus trap, scroll lock) as a chunk of its own.
const ModalHost = lazy(async () => ({ default: (await import("@kanya/ui/modal")).ModalHost }));

const hasToken = (session: SessionStore) => Boolean(session.getToken());

/**
 * The imperative dialogs (confirm before delete, sign out, 登录已过期) belong to signed-in pages, so their host
 * loads with the first session rather than with the sign-in page; once loaded it stays, so a dialog that signs
 * the user out can still finish.
 */
export function SignedInModalHost() {
  const signedIn = useSessionValue(hasToken);
  const [wanted, setWanted] = useState(signedIn);
  if (signedIn && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  ) : null;
}
