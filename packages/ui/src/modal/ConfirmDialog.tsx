import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { useRef, useSyncExternalStore } from "react";
import { Button } from "../button";
import { CircleAlertIcon, CircleCheckIcon, CircleXIcon, InfoIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { modalZhCN } from "../locale/zh-CN/modal";
import { type ConfirmEntry, type ConfirmType, confirmStore } from "./confirm-store";
import { modalContentClasses, modalOverlayClasses } from "./modal-classes";

const icons: Record<ConfirmType, { Icon: typeof InfoIcon; tone: string }> = {
  confirm: { Icon: CircleAlertIcon, tone: "text-warning-text" },
  info: { Icon: InfoIcon, tone: "text-info-text" },
  success: { Icon: CircleCheckIcon, tone: "text-success-text" },
  warning: { Icon: CircleAlertIcon, tone: "text-warning-text" },
  error: { Icon: CircleXIcon, tone: "text-danger-text" },
};

/** One imperative dialog: an alertdialog with an icon, title, content and 取消 / 确定; OK has focus. */
function ConfirmDialog({ entry }: { entry: ConfirmEntry }) {
  const { t } = useLocale(modalZhCN);
  const okRef = useRef<HTMLButtonElement>(null);
  const { id, options, loading, returnFocus } = entry;
  const type = options.type ?? "confirm";
  const { Icon, tone } = icons[type];
  const width = options.width ?? 416;

  return (
    <Dialog.Root open onOpenChange={(open) => open || confirmStore.cancel(id)}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayClasses()}>
          <Dialog.Content
            role="alertdialog"
            aria-describedby={options.content == null ? undefined : `kanya-confirm-${id}-content`}
            className={clsx(modalContentClasses({ centered: options.centered }), "px-8 pt-8 pb-6")}
            style={{ width: typeof width === "number" ? `${width}px` : width }}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              okRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus?.focus();
            }}
            onEscapeKeyDown={(event) => {
              if (options.keyboard === false || loading) event.preventDefault();
            }}
            onPointerDownOutside={(event) => {
              if (!options.maskClosable || loading) event.preventDefault();
            }}
          >
            <div className="flex gap-4">
              {options.icon === undefined ? (
                <Icon aria-hidden="true" size={22} className={clsx("shrink-0", tone)} />
              ) : (
                options.icon
              )}
              <div className="min-w-0 flex-1">
                <Dialog.Title className="m-0 break-words text-control-lg font-medium text-fg">
                  {options.title}
                </Dialog.Title>
                {options.content != null && (
                  <div id={`kanya-confirm-${id}-content`} className="mt-2 break-words text-fg">
                    {options.content}
                  </div>
                )}
              </div>
            </div>
            <div className="mt-6 flex justify-end gap-2">
              {type === "confirm" && (
                <Button disabled={loading} onClick={() => confirmStore.cancel(id)}>
                  {options.cancelText ?? t("modal.cancel")}
                </Button>
              )}
              <Button
                ref={okRef}
                variant="primary"
                danger={options.okDanger}
                loading={loading}
                onClick={() => confirmStore.ok(id)}
              >
                {options.okText ?? t("modal.ok")}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Renders the dialogs that `Modal.confirm` / `info` / `success` / `warning` / `error` ask for.
 * Render exactly one, inside your `LocaleProvider` (and theme), e.g. next to the router:
 * the dialogs then speak the app's language. Calls made before it mounts wait and show once it does.
 */
export function ModalHost() {
  const entries = useSyncExternalStore(
    confirmStore.subscribe,
    confirmStore.getSnapshot,
    confirmStore.getServerSnapshot,
  );
  return entries.map((entry) => <ConfirmDialog key={entry.id} entry={entry} />);
}
