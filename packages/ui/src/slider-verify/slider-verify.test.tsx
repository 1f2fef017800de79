import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { SliderVerify, type SliderVerifyApi } from ".";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const slider = () => screen.getByRole("slider");

/** jsdom lays nothing out: a 300 px track with a 40 px handle. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const width = this.getAttribute("role") === "slider" ? 40 : 300;
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: 40, width, height: 40, toJSON: () => ({}) };
  });
}

function drag(toX: number) {
  fireEvent.pointerDown(slider(), { pointerId: 1, clientX: 20, button: 0, pointerType: "mouse" });
  fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 20 + toX / 2, pointerType: "mouse" });
  fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 20 + toX, pointerType: "mouse" });
  fireEvent.pointerUp(slider(), { pointerId: 1, clientX: 20 + toX, pointerType: "mouse" });
}

describe("SliderVerify", () => {
  it("is an accessible slider with the idle text", () => {
    render(<SliderVerify />);
    expect(slider().getAttribute("aria-label")).toBe("滑块验证");
    expect(slider().getAttribute("aria-valuenow")).toBe("0");
    expect(slider().getAttribute("aria-valuemin")).toBe("0");
    expect(slider().getAttribute("aria-valuemax")).toBe("100");
    expect(slider().tabIndex).toBe(0);
    expect(screen.getByText("拖动滑块验证")).toBeTruthy();
  });

  it("passes when dragged to the end", () => {
    layOut();
    const onSuccess = vi.fn();
    render(<SliderVerify onSuccess={onSuccess} />);
    drag(400);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByText("验证通过")).toBeTruthy();
    expect(slider().getAttribute("aria-valuenow")).toBe("100");
    expect(slider().getAttribute("aria-valuetext")).toBe("验证通过");
    // Done: further input does nothing.
    drag(-400);
    fireEvent.keyDown(slider(), { key: "Home" });
    expect(slider().getAttribute("aria-valuenow")).toBe("100");
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("snaps back when let go short of the end", () => {
    layOut();
    const onSuccess = vi.fn();
    const onFail = vi.fn();
    render(<SliderVerify onSuccess={onSuccess} onFail={onFail} />);
    fireEvent.pointerDown(slider(), { pointerId: 1, clientX: 20, button: 0, pointerType: "touch" });
    fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 150, pointerType: "touch" });
    expect(slider().getAttribute("aria-valuenow")).toBe("50");
    expect(slider().dataset.status).toBe("dragging");
    fireEvent.pointerUp(slider(), { pointerId: 1, clientX: 150, pointerType: "touch" });
    expect(slider().getAttribute("aria-valuenow")).toBe("0");
    expect(slider().dataset.status).toBe("idle");
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("moves with the keyboard and passes at the end", () => {
    const onSuccess = vi.fn();
    render(<SliderVerify onSuccess={onSuccess} />);
    for (let press = 0; press < 9; press++) fireEvent.keyDown(slider(), { key: "ArrowRight" });
    expect(slider().getAttribute("aria-valuenow")).toBe("90");
    fireEvent.keyDown(slider(), { key: "ArrowLeft" });
    expect(slider().getAttribute("aria-valuenow")).toBe("80");
    fireEvent.keyDown(slider(), { key: "PageUp" });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByText("验证通过")).toBeTruthy();
  });

  it("passes with End, and snaps back on blur when left short", () => {
    const onSuccess = vi.fn();
    render(<SliderVerify onSuccess={onSuccess} />);
    fireEvent.keyDown(slider(), { key: "ArrowUp" });
    expect(slider().getAttribute("aria-valuenow")).toBe("10");
    fireEvent.blur(slider());
    expect(slider().getAttribute("aria-valuenow")).toBe("0");
    fireEvent.keyDown(slider(), { key: "End" });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("resets through apiRef", () => {
    const api = createRef<SliderVerifyApi>();
    render(<SliderVerify apiRef={api} />);
    fireEvent.keyDown(slider(), { key: "End" });
    expect(slider().dataset.status).toBe("success");
    act(() => api.current?.reset());
    expect(slider().dataset.status).toBe("idle");
    expect(screen.getByText("拖动滑块验证")).toBeTruthy();
  });

  it("ignores input while disabled", () => {
    layOut();
    const onSuccess = vi.fn();
    render(<SliderVerify disabled onSuccess={onSuccess} />);
    expect(slider().getAttribute("aria-disabled")).toBe("true");
    expect(slider().tabIndex).toBe(-1);
    fireEvent.keyDown(slider(), { key: "End" });
    drag(400);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("speaks the catalog's language", () => {
    render(
      <LocaleProvider catalog={enUS}>
        <SliderVerify />
      </LocaleProvider>,
    );
    expect(screen.getByText("Drag the slider to verify")).toBeTruthy();
    fireEvent.keyDown(slider(), { key: "End" });
    expect(screen.getByText("Verified")).toBeTruthy();
  });
});
