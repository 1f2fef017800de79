/**
 * Which fields of a JSON request body the server reads: while `record` runs, every object that
 * `JSON.parse` makes from exactly the given body text comes back as a proxy noting the fields looked up
 * (the server's one body reader parses with JSON.parse). This lets a test derive each route's body fields
 * from the routes themselves rather than from a list typed by hand.
 */
/** Looked up on any object by the runtime (promise resolution, JSON.stringify), not by a route. */
const RUNTIME_KEYS = new Set(["then", "toJSON", "constructor"]);

export async function recordBodyFieldReads<T>(
  bodyText: string,
  send: () => Promise<T>,
): Promise<{ result: T; fields: Set<string> }> {
  const fields = new Set<string>();
  const parse = JSON.parse;
  JSON.parse = function recordingParse(text: string, reviver?: (key: string, value: unknown) => unknown) {
    const value: unknown = parse(text, reviver);
    if (text !== bodyText || typeof value !== "object" || value === null || Array.isArray(value))
      return value;
    return new Proxy(value, {
      get(target, key, receiver) {
        if (typeof key === "string" && !RUNTIME_KEYS.has(key)) fields.add(key);
        return Reflect.get(target, key, receiver);
      },
      has(target, key) {
        if (typeof key === "string" && !RUNTIME_KEYS.has(key)) fields.add(key);
        return Reflect.has(target, key);
      },
    });
  } as typeof JSON.parse;
  try {
    return { result: await send(), fields };
  } finally {
    JSON.parse = parse;
  }
}
