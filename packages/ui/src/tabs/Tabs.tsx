import { clsx } from "clsx";
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
} from "react";
import { XIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { tabsZhCN } from "../locale/zh-CN/tabs";
import { tabKeyTarget } from "./tab-keys";
import { type TabItem, tabTitle, type UseTabsOptions, useTabs } from "./use-tabs";

export type TabsType = "line" | "card";

export interface TabsProps
  extends UseTabsOptions,
    Omit<ComponentPropsWithRef<"div">, "onChange" | "children" | "defaultValue" | "dir"> {
  /** `line` (underlined, the default) or `card` (boxed, as the tab workspace). */
  type?: TabsType;
  /** Content at the right end of the bar (buttons, a menu). */
  tabBarExtraContent?: ReactNode;
  /**
   * Wraps each tab, e.g. in a ContextMenu (刷新 / 关闭左侧 / 关闭右侧 / 关闭其它: `tabs.*` texts).
   * Return an element that passes its props to `tab` (Radix `asChild` parts do).
   */
  renderTab?: (tab: ReactElement, item: TabItem) => ReactNode;
  /** Keep visited panels mounted (hidden) so their state survives switching, as the tab workspace does. */
  keepMounted?: boolean;
  /** Names the tab list for screen readers. */
  "aria-label"?: string;
  tabBarClassName?: string;
}

const triggerBase =
  "relative inline-flex shrink-0 cursor-pointer select-none items-center gap-2 whitespace-nowrap font-sans text-control " +
  "outline-none focus-visible:z-[2] focus-visible:outline-2 focus-visible:outline-primary-focus " +
  "disabled:cursor-not-allowed disabled:text-fg-disabled";

const looks: Record<TabsType, { tab: string; closableTab: string; close: string; panel: string }> = {
  line: {
    tab:
      "ml-8 first:ml-0 py-3 text-fg hover:text-primary-text-hover aria-selected:text-primary-text " +
      "after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 aria-selected:after:bg-primary-solid",
    closableTab: "pr-1",
    close:
      "relative py-3 pr-0.5 after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 " +
      "data-active:after:bg-primary-solid",
    panel: "pt-4",
  },
  card: {
    tab:
      "ml-0.5 first:ml-0 rounded-t-control-lg border border-border-secondary bg-fill-alter px-4 py-2 text-fg " +
      "hover:text-primary-text-hover aria-selected:border-b-surface aria-selected:bg-surface " +
      "aria-selected:text-primary-text",
    closableTab: "rounded-tr-none border-r-0 pr-1",
    close:
      "rounded-tr-control-lg border border-l-0 border-border-secondary bg-fill-alter py-2 pr-2 " +
      "data-active:border-b-surface data-active:bg-surface",
    panel: "pt-4",
  },
};

/**
 * Tabs by the WAI-ARIA tabs pattern (as Radix Tabs drew them, without its roving-focus and collection code,
 * which a sign-in page would load for one switch): arrow keys move between tabs (activating them), Home/End
 * jump, Delete closes a closable tab. Close buttons are real labelled buttons kept outside the tab list (a tab may not
 * contain another control); they sit next to their tab visually and are reached by pointer or
 * screen reader, while keyboard users press Delete on the tab.
 */
export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  closable,
  onClose,
  type = "line",
  tabBarExtraContent,
  renderTab,
  keepMounted = false,
  "aria-label": ariaLabel,
  tabBarClassName,
  className,
  ...rest
}: TabsProps) {
  const { t } = useLocale(tabsZhCN);
  const tabs = useTabs({ items, activeKey, defaultActiveKey, onChange, closable, onClose });
  const look = looks[type];
  const baseId = useId();
  const tabId = (key: string) => `${baseId}-trigger-${key}`;
  const panelId = (key: string) => `${baseId}-content-${key}`;

  // Moving focus activates the tab it lands on (onFocus below), so arrows both move and switch.
  const onKeyDown = (item: TabItem) => (event: KeyboardEvent<HTMLButtonElement>) => {
    tabs.onTabKeyDown(item)(event);
    if (event.key === " " || event.key === "Enter") tabs.select(item.key);
    const target = tabKeyTarget(items, item.key, event);
    if (target === undefined) return;
    event.preventDefault();
    document.getElementById(tabId(target))?.focus();
  };

  return (
    <div
      {...rest}
      data-orientation="horizontal"
      data-type={type}
      className={clsx("font-sans text-control text-fg", className)}
    >
      <div
        ref={tabs.barRef}
        className={clsx(
          "relative flex items-end before:absolute before:inset-x-0 before:bottom-0 before:h-px before:bg-border-secondary",
          tabBarClassName,
        )}
      >
        <div
          data-tabs-scroller
          className="flex min-w-0 flex-1 items-end overflow-x-auto overflow-y-hidden [scrollbar-width:thin]"
        >
          {/* `contents`: the list and the close buttons share one flex row, ordered in pairs. */}
          <div
            role="tablist"
            aria-label={ariaLabel}
            aria-orientation="horizontal"
            data-orientation="horizontal"
            className="contents"
          >
            {items.map((item, index) => {
              const selected = item.key === tabs.activeKey;
              const trigger = (
                <button
                  key={item.key}
                  type="button"
                  role="tab"
                  id={tabId(item.key)}
                  aria-selected={selected}
                  aria-controls={panelId(item.key)}
                  data-state={selected ? "active" : "inactive"}
                  data-disabled={item.disabled ? "" : undefined}
                  data-orientation="horizontal"
                  disabled={item.disabled}
                  data-key={item.key}
                  // The list is `display: contents` and cannot take focus itself, so the active tab is the tab stop.
                  tabIndex={selected ? 0 : -1}
                  aria-keyshortcuts={tabs.isClosable(item) ? "Delete" : undefined}
                  // The primary button selects on press; any other (a context menu's) neither selects nor focuses.
                  onMouseDown={(event) => {
                    if (!item.disabled && event.button === 0 && !event.ctrlKey) tabs.select(item.key);
                    else event.preventDefault();
                  }}
                  onFocus={() => {
                    if (!selected && !item.disabled) tabs.select(item.key);
                  }}
                  onKeyDown={onKeyDown(item)}
                  style={{ order: index * 2 }}
                  className={clsx(triggerBase, look.tab, tabs.isClosable(item) && look.closableTab)}
                >
                  {item.icon != null && (
                    <span aria-hidden="true" className="inline-flex items-center">
                      {item.icon}
                    </span>
                  )}
                  {item.label}
                </button>
              );
              return renderTab ? <Keyed key={item.key}>{renderTab(trigger, item)}</Keyed> : trigger;
            })}
          </div>
          <div className="contents">
            {items.map((item, index) =>
              tabs.isClosable(item) ? (
                <span
                  key={item.key}
                  data-active={item.key === tabs.activeKey || undefined}
                  data-close-for={item.key}
                  style={{ order: index * 2 + 1 }}
                  className={clsx("relative inline-flex shrink-0 items-center self-stretch", look.close)}
                >
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={t("tabs.close", { label: tabTitle(item) })}
                    onClick={() => tabs.close(item.key)}
                    className="inline-flex size-4 cursor-pointer items-center justify-center rounded-control-sm text-fg-secondary hover:bg-fill-hover hover:text-fg"
                  >
                    <XIcon aria-hidden="true" size={12} />
                  </button>
                </span>
              ) : null,
            )}
          </div>
        </div>
        {tabBarExtraContent != null && (
          <div className="ml-auto shrink-0 self-center pl-3">{tabBarExtraContent}</div>
        )}
      </div>
      {items.map((item) => {
        const selected = item.key === tabs.activeKey;
        // An unvisited or unkept panel is not drawn; a kept one stays, hidden, with its state.
        if (!selected && !(keepMounted && tabs.visited.has(item.key))) return null;
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(item.key)}
            aria-labelledby={tabId(item.key)}
            data-state={selected ? "active" : "inactive"}
            data-orientation="horizontal"
            hidden={!selected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel the next tab stop.
            tabIndex={0}
            className={clsx(
              "outline-none focus-visible:outline-2 focus-visible:outline-primary-focus",
              look.panel,
            )}
          >
            {item.children}
          </div>
        );
      })}
    </div>
  );
}

/** Gives a `renderTab` result its key without touching the consumer's element. */
function Keyed({ children }: { children: ReactNode }) {
  return children;
}
