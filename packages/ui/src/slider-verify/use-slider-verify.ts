import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useRef,
  useState,
} from "react";
import { useLocale } from "../locale/use-locale";
import { sliderVerifyZhCN } from "../locale/zh-CN/sliderVerify";

/** Spec §4: idle, dragging, then success at full width (otherwise back to idle). */
export type SliderVerifyStatus = "idle" | "dragging" | "success";

export interface UseSliderVerifyOptions {
  /** Called once, when the handle reaches the end. */
  onSuccess?: () => void;
  /** Called when a drag ends short of the end and the handle snaps back. */
  onFail?: () => void;
  disabled?: boolean;
  /** Percent moved by an arrow key. Default 10 (Page Up/Down move 25). */
  keyboardStep?: number;
}

export interface SliderVerifyState {
  status: SliderVerifyStatus;
  /** How far the handle is along the track, 0 to 1. */
  progress: number;
  /** The text to show on the track: 拖动滑块验证, then 验证通过. */
  text: string;
  /** Back to idle at the start (e.g. after a failed sign-in). */
  reset: () => void;
  /** The track: the handle moves across its width. */
  trackRef: RefObject<HTMLDivElement | null>;
  /** Spread on the handle: a focusable `role="slider"` driven by pointer (mouse, touch, pen) and keys. */
  handleProps: {
    ref: RefObject<HTMLDivElement | null>;
    role: "slider";
    tabIndex: number;
    "aria-label": string;
    "aria-valuemin": 0;
    "aria-valuemax": 100;
    "aria-valuenow": number;
    "aria-valuetext": string;
    "aria-orientation": "horizontal";
    "aria-disabled"?: true;
    "aria-readonly"?: true;
    "data-status": SliderVerifyStatus;
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
    onBlur: (event: FocusEvent<HTMLDivElement>) => void;
  };
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** The end counts as reached within half a pixel's worth of rounding. */
const END = 0.999;

/**
 * Drag-to-verify (spec §4): drag the handle across the whole track to pass; let go earlier and it
 * snaps back. Keyboard: arrows, Page Up/Down, Home and End move it; reaching the end passes, leaving it
 * short (blur) snaps back.
 */
export function useSliderVerify({
  onSuccess,
  onFail,
  disabled = false,
  keyboardStep = 10,
}: UseSliderVerifyOptions = {}): SliderVerifyState {
  const { t } = useLocale(sliderVerifyZhCN);
  const [status, setStatus] = useState<SliderVerifyStatus>("idle");
  const [progress, setProgress] = useState(0);
  const trackRef = useRef<HTMLDivElement | null>(null);
  const handleRef = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ pointerId: number; startX: number; startProgress: number; span: number } | null>(
    null,
  );
  const locked = disabled || status === "success";

  const succeed = useCallback(() => {
    setProgress(1);
    setStatus("success");
    onSuccess?.();
  }, [onSuccess]);

  const snapBack = useCallback(() => {
    setProgress(0);
    setStatus("idle");
  }, []);

  const reset = useCallback(() => {
    drag.current = null;
    snapBack();
  }, [snapBack]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || drag.current || (event.pointerType === "mouse" && event.button !== 0)) return;
    const track = trackRef.current?.getBoundingClientRect();
    const handle = event.currentTarget.getBoundingClientRect();
    const span = (track?.width ?? 0) - handle.width;
    if (span <= 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    try {
      // Keeps the drag going when the pointer leaves the handle (a synthetic pointer cannot be captured).
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {}
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startProgress: progress, span };
    setStatus("dragging");
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setProgress(clamp(current.startProgress + (event.clientX - current.startX) / current.span));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const reached = clamp(current.startProgress + (event.clientX - current.startX) / current.span);
    if (!cancelled && reached >= END) succeed();
    else {
      snapBack();
      onFail?.();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const step = keyboardStep / 100;
    const moves: Record<string, (value: number) => number> = {
      ArrowRight: (value) => value + step,
      ArrowUp: (value) => value + step,
      ArrowLeft: (value) => value - step,
      ArrowDown: (value) => value - step,
      PageUp: (value) => value + 0.25,
      PageDown: (value) => value - 0.25,
      Home: () => 0,
      End: () => 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    // Work in whole percents so that ten steps of 10 % land exactly on the end.
    const next = clamp(Math.round(move(progress) * 100) / 100);
    if (next >= END) succeed();
    else setProgress(next);
  };

  const onBlur = () => {
    if (status !== "success" && !drag.current && progress > 0) snapBack();
  };

  const percent = Math.round(progress * 100);
  const text = t(status === "success" ? "sliderVerify.success" : "sliderVerify.idle");

  return {
    status,
    progress,
    text,
    reset,
    trackRef,
    handleProps: {
      ref: handleRef,
      role: "slider",
      tabIndex: disabled ? -1 : 0,
      "aria-label": t("sliderVerify.label"),
      "aria-valuemin": 0,
      "aria-valuemax": 100,
      "aria-valuenow": percent,
      "aria-valuetext": status === "success" ? text : `${percent}%`,
      "aria-orientation": "horizontal",
      ...(disabled ? { "aria-disabled": true as const } : {}),
      ...(status === "success" ? { "aria-readonly": true as const } : {}),
      "data-status": status,
      onPointerDown,
      onPointerMove,
      onPointerUp: (event) => endDrag(event, false),
      onPointerCancel: (event) => endDrag(event, true),
      onKeyDown,
      onBlur,
    },
  };
}
