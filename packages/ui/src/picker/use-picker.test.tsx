import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PickerPage, PickerQuery } from "./picker-types";
import { usePicker } from "./use-picker";

/** A load function whose answers the test releases by hand, in any order. */
function manualLoad() {
  const calls: { query: PickerQuery; answer: (page: PickerPage) => void }[] = [];
  const load = (query: PickerQuery) =>
    new Promise<PickerPage>((resolve) => {
      calls.push({ query, answer: resolve });
    });
  return { load, calls };
}
const page = (...ids: string[]): PickerPage => ({
  records: ids.map((id) => ({ id, name: `名${id}` })),
  total: ids.length,
});

describe("usePicker", () => {
  it("shows only the newest request's rows when an older answer arrives last", async () => {
    const { load, calls } = manualLoad();
    const { result } = renderHook(() => usePicker({ open: true, load }));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.list.search({ name: "王" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.query).toEqual({ name: "王", pageNo: 1, pageSize: 10 });
    await act(async () => calls[1]?.answer(page("u2")));
    await act(async () => calls[0]?.answer(page("u1", "u3")));
    expect(result.current.list.rows.map((row) => row.id)).toEqual(["u2"]);
    expect(result.current.list.loading).toBe(false);
  });

  it("keeps ticked rows across pages and reloads the chosen keys' rows on each opening", async () => {
    const { load, calls } = manualLoad();
    const loadSelected = async (keys: string[]) => keys.map((id) => ({ id, name: `名${id}` }));
    const { result, rerender } = renderHook(
      ({ open }) => usePicker({ open, load, selectedKeys: ["u9"], loadSelected }),
      {
        initialProps: { open: true },
      },
    );
    await waitFor(() => expect(result.current.selection.selectedRows).toEqual([{ id: "u9", name: "名u9" }]));
    await act(async () => calls[0]?.answer(page("u1")));
    act(() => result.current.selection.change(["u9", "u1"], [{ id: "u1", name: "名u1" }]));
    act(() => result.current.list.changePage(2, 10));
    await waitFor(() => expect(calls.at(-1)?.query.pageNo).toBe(2));
    expect(result.current.selection.keys).toEqual(["u9", "u1"]);
    // Closing without confirming and opening again starts from the field's value.
    rerender({ open: false });
    rerender({ open: true });
    await waitFor(() => expect(result.current.selection.keys).toEqual(["u9"]));
  });

  it("refuses to confirm nothing (or several in single mode) when a selection is required", async () => {
    const { load } = manualLoad();
    const { result } = renderHook(() =>
      usePicker({ open: true, load, mode: "single", requireSelection: true }),
    );
    expect(result.current.confirmable()).toBeUndefined();
    act(() => result.current.selection.change(["u1"], [{ id: "u1" }]));
    expect(result.current.confirmable()).toEqual([{ id: "u1" }]);
  });
});
