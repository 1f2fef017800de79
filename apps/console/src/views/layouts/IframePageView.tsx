import { isSafeMenuUrl } from "@kanya/core/menu";
import type { ViewProps } from "../view-props";

/** A menu entry that embeds another site or server page (`layouts/IframePageView`). */
export default function IframePageView({ route }: ViewProps) {
  if (!isSafeMenuUrl(route.url)) return null;
  return (
    <iframe
      title={route.title}
      src={route.url}
      className="h-[calc(100dvh-220px)] min-h-[400px] w-full rounded-control-lg border-0 bg-surface"
    />
  );
}
