/**
 * Sets the value of an input or textarea the way typing does and fires a real `input` event, so React's
 * `onChange`, react-hook-form's `register` and any DOM listener all see the change (used by clear buttons).
 */
export function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
}
