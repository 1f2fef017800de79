// The edit figures' floor: a plain uncontrolled <input> under the same harness, so what the browser and the
// harness cost per key on this machine reads apart from what a grid adds.
import { installBench } from "./harness.jsx";

installBench({
  // Marked as probe 0, the element mount waits for.
  App: () => <input aria-label="floor" data-probe="0" defaultValue="name-0" />,
  scroller: () => document.documentElement,
  editGesture: "click",
});
