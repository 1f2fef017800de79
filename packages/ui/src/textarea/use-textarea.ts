import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { mergeRefs } from "../input-base/merge-refs";
import { type UseTextFieldOptions, useTextField } from "../input-base/use-text-field";
import { type AutoSizeRows, fitTextareaHeight } from "./auto-size";

export interface UseTextareaOptions extends UseTextFieldOptions<HTMLTextAreaElement> {
  /** Grows with the text: `true` (from one line) or `{ minRows, maxRows }`. */
  autoSize?: boolean | AutoSizeRows | undefined;
}

/**
 * The behaviour of `<Textarea>` without its look: `useInput`'s text, clear and count, plus auto-size
 * (re-fitted when the text changes and when the width changes the wrapping).
 */
export function useTextarea({ autoSize = false, ref, ...options }: UseTextareaOptions) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const rows: AutoSizeRows | undefined = autoSize === true ? {} : autoSize === false ? undefined : autoSize;
  const minRows = rows?.minRows;
  const maxRows = rows?.maxRows;
  const enabled = rows !== undefined;
  const mergedRef = useMemo(() => mergeRefs<HTMLTextAreaElement>(element, ref), [ref]);
  const field = useTextField<HTMLTextAreaElement>({ ...options, ref: mergedRef });

  const fit = useCallback(() => {
    if (enabled && element.current) fitTextareaHeight(element.current, { minRows, maxRows });
  }, [enabled, minRows, maxRows]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is what changes the height.
  useLayoutEffect(fit, [fit, field.text]);

  useLayoutEffect(() => {
    const node = element.current;
    if (!enabled || !node || typeof ResizeObserver === "undefined") return;
    let width = node.clientWidth;
    const observer = new ResizeObserver(() => {
      if (node.clientWidth === width) return;
      width = node.clientWidth;
      fit();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, fit]);

  return { ...field, autoSize: enabled };
}
