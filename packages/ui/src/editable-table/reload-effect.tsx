import { type ReactNode, useEffect, useRef, useState } from "react";

/** Spec §4, §9: how long a changed cell shows its old value over the new one. */
export const RELOAD_EFFECT_MS = 1400;

/**
 * JVxeTable's reload effect: when a shown cell's value changes (new data, `setValues`), its old content lies
 * over the new one and lifts away, gone after 1400 ms. Screen readers get the new value only.
 */
export function ReloadEffect({ value, children }: { value: unknown; children: ReactNode }) {
  const shown = useRef({ value, children });
  const [old, setOld] = useState<{ content: ReactNode } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // After every render: remember what was shown, and start the effect when the value moved on.
  useEffect(() => {
    const before = shown.current;
    shown.current = { value, children };
    if (Object.is(before.value, value)) return;
    setOld({ content: before.children });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOld(null), RELOAD_EFFECT_MS);
  });

  return (
    <span className="relative block min-w-0 overflow-hidden" data-reload-effect={old ? "" : undefined}>
      <span className="block truncate">{children}</span>
      {old && (
        <span
          aria-hidden="true"
          data-slot="reload-effect-old"
          className="absolute inset-0 truncate bg-surface animate-reload-effect motion-reduce:animate-none"
        >
          {old.content}
        </span>
      )}
    </span>
  );
}
