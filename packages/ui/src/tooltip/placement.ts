/** Where an overlay opens relative to its trigger: a side, optionally aligned to its start or end. */
export type TooltipPlacement =
  | "top"
  | "top-start"
  | "top-end"
  | "bottom"
  | "bottom-start"
  | "bottom-end"
  | "left"
  | "left-start"
  | "left-end"
  | "right"
  | "right-start"
  | "right-end";

/** Radix's `side` and `align` for a placement. */
export function placementToSideAlign(placement: TooltipPlacement) {
  const [side, edge] = placement.split("-") as [
    "top" | "bottom" | "left" | "right",
    "start" | "end" | undefined,
  ];
  return { side, align: edge ?? "center" } as const;
}
