import { type ReactNode, useEffect, useRef } from "react";
import { useText } from "../../locale";

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The side menu on narrow screens: a modal panel from the left; Escape or the backdrop closes it. */
export function MobileDrawer({ open, onClose, children }: MobileDrawerProps) {
  const t = useText();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40">
      <button
        type="button"
        aria-label={t("layout.closeMenu")}
        className="absolute inset-0 size-full cursor-default bg-black/45"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t("layout.mainMenu")}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 w-[200px] overflow-y-auto bg-surface shadow-xl outline-none"
      >
        {children}
      </div>
    </div>
  );
}
