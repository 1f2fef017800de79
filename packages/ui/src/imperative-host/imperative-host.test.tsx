import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createImperativeStore } from "./imperative-store";
import { useAutoClose } from "./use-auto-close";

afterEach(cleanup);

describe("createImperativeStore", () => {
  it("adds entries with generated keys, oldest first", () => {
    const store = createImperativeStore<{ text: string; onClose?: () => void }>("t");
    const a = store.open({ text: "a" });
    const b = store.open({ text: "b" });
    expect(a).not.toBe(b);
    expect(store.getSnapshot().map((entry) => entry.props.text)).toEqual(["a", "b"]);
  });

  it("replaces an entry opened again with the same key, in place, and bumps its version", () => {
    const store = createImperativeStore<{ text: string; onClose?: () => void }>("t");
    store.open({ text: "first" });
    store.open({ text: "loading" }, "save");
    store.open({ text: "saved" }, "save");
    const entries = store.getSnapshot();
    expect(entries.map((entry) => entry.props.text)).toEqual(["first", "saved"]);
    expect(entries[1]?.version).toBe(1);
  });

  it("calls onClose once when an entry goes, and ignores unknown keys", () => {
    const store = createImperativeStore<{ onClose?: () => void }>("t");
    const onClose = vi.fn();
    const key = store.open({ onClose });
    store.close("nope");
    store.close(key);
    store.close(key);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("closes everything and notifies subscribers with a new snapshot", () => {
    const store = createImperativeStore<{ onClose?: () => void }>("t");
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const onClose = vi.fn();
    store.open({ onClose });
    store.open({ onClose });
    const before = store.getSnapshot();
    store.closeAll();
    expect(store.getSnapshot()).not.toBe(before);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.open({});
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

function Toast({
  duration,
  onClose,
  restartKey,
}: {
  duration: number;
  onClose: () => void;
  restartKey?: number;
}) {
  const { pauseProps } = useAutoClose({ duration, onClose, restartKey });
  return (
    <div data-testid="toast" {...pauseProps}>
      <button type="button">act</button>
    </div>
  );
}

describe("useAutoClose", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("closes after the duration in seconds", () => {
    const onClose = vi.fn();
    render(<Toast duration={3} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("never closes with duration 0", () => {
    const onClose = vi.fn();
    render(<Toast duration={0} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("pauses while hovered or focused and resumes with the time left", () => {
    const onClose = vi.fn();
    render(<Toast duration={3} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(screen.getByTestId("toast"));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByTestId("toast"));
    fireEvent.focus(screen.getByRole("button"));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.blur(screen.getByRole("button"));
    act(() => vi.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("restarts the full duration when the restart key changes", () => {
    const onClose = vi.fn();
    const { rerender } = render(<Toast duration={3} onClose={onClose} restartKey={0} />);
    act(() => vi.advanceTimersByTime(2500));
    rerender(<Toast duration={3} onClose={onClose} restartKey={1} />);
    act(() => vi.advanceTimersByTime(2500));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
