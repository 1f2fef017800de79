/** A list load older than this (30 minutes) since the last operation ends the session. */
export const INACTIVITY_LIMIT_MS = 1_800_000;
/** The same action again within this window is refused (你点击的太快了，请慢点点击!). */
export const CLICK_GUARD_MS = 300;
/** Repeated "insert row" clicks within this window are ignored. */
export const INSERT_THROTTLE_MS = 1500;

/** Whether more than the inactivity limit has passed since the last recorded operation. */
export function isSessionIdle(
  lastOperateAt: number | undefined,
  now: number,
  limitMs = INACTIVITY_LIMIT_MS,
): boolean {
  return lastOperateAt !== undefined && now - lastOperateAt > limitMs;
}

/**
 * A gate that lets an action through at most once per window, per key: `pass(key)` answers whether
 * this attempt may proceed. Used for the click guard (300 ms) and the insert throttle (1500 ms).
 */
export function createRepeatGate(windowMs: number, now: () => number = Date.now) {
  const lastPassed = new Map<string, number>();
  return {
    pass(key = "default"): boolean {
      const at = now();
      const previous = lastPassed.get(key);
      if (previous !== undefined && at - previous < windowMs) return false;
      lastPassed.set(key, at);
      return true;
    },
  };
}
