/**
 * A clock that stands still until the test moves it. Built on real time plus an offset, a slow run (turbo beside
 * other work) let seconds pass between a test's steps and pushed a "59 s later" check past its minute.
 */
export function movableClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}
