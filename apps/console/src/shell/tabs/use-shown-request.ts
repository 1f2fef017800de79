import { useMemo, useRef } from "react";

/** What a page asked the server for, as the values its load effect depends on. */
export type Request = readonly unknown[];

const sameRequest = (a: Request, b: Request) =>
  a.length === b.length && a.every((part, index) => Object.is(part, b[index]));

/**
 * The request whose answer a page shows. React's `<Activity>` runs a kept page's effects again each time its
 * tab is chosen. The page should come back at once, as it was, yet not stay stale when the data changed
 * meanwhile (a user restored in 回收站, an order moved in another tab). So a load effect asks `isShown`
 * first: when its answer is already on screen it reloads quietly (no spinner), and `show` tells whether the
 * new answer differs from the one shown, so an unchanged list is not redrawn. A changed query, page or 刷新
 * is another request and loads as usual; a load cut short was never shown and loads on the next show.
 */
export function useShownRequest() {
  const shown = useRef<{ request: Request; answer: string } | undefined>(undefined);
  return useMemo(
    () => ({
      isShown: (request: Request) =>
        shown.current !== undefined && sameRequest(shown.current.request, request),
      /** Records the answer now on screen; false when it is the very answer already shown (nothing to redraw). */
      show: (request: Request, answer: unknown) => {
        const text = JSON.stringify(answer);
        const changed =
          shown.current === undefined ||
          !sameRequest(shown.current.request, request) ||
          shown.current.answer !== text;
        shown.current = { request, answer: text };
        return changed;
      },
    }),
    [],
  );
}
