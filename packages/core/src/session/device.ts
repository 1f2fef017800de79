export type DeviceClass = "desktop" | "mobile";

export interface DeviceLayout {
  device: DeviceClass;
  sidebarOpen: boolean;
}

/** Below this width (the spec's 1087.99 px breakpoint) the console is laid out for mobile. */
export const MOBILE_MAX_WIDTH = 1088;
/** At or below this width the sidebar starts closed. */
export const SIDEBAR_CLOSED_MAX_WIDTH = 768;

/** Device class and initial sidebar state for a viewport width. */
export function deviceLayoutForWidth(width: number): DeviceLayout {
  return {
    device: width < MOBILE_MAX_WIDTH ? "mobile" : "desktop",
    sidebarOpen: width > SIDEBAR_CLOSED_MAX_WIDTH,
  };
}
