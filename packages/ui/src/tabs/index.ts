export { Tabs, type TabsProps, type TabsType } from "./Tabs";
export { neighbourKey, type TabItem, tabTitle, type UseTabsOptions, useTabs } from "./use-tabs";
