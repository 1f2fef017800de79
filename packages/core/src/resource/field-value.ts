import { formRules, violationMessage } from "../validate/index.js";
import type { Field } from "./field.js";
import { resourceMessages as m } from "./messages.js";

/** A field value read from a body: the normalised value, or why it is refused. */
export type FieldReading =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly message: string };

const accept = (value: unknown): FieldReading => ({ ok: true, value });
const refuse = (message: string): FieldReading => ({ ok: false, message });

/**
 * Reads one present field value (not `undefined`) by its kind, the way the server's strict readers do:
 * text is trimmed and numbers are taken as text (JeecgBoot's UI sends some codes as numbers); empty text
 * and `null` are "no value" (`null`); any other type is refused naming the field.
 */
export function readFieldValue(name: string, f: Field, raw: unknown): FieldReading {
  if (raw === null) return accept(null);
  switch (f.kind) {
    case "number":
    case "money":
      return readNumber(name, f, raw);
    case "switch": {
      const text = asText(raw);
      if (text === undefined) return refuse(m.notText(name));
      if (text === "") return accept(null);
      return text === "Y" || text === "N" ? accept(text) : refuse(m.outOfRange(name, text));
    }
    case "date":
      return readTemporal(name, raw, DATE, m.notDate);
    case "datetime":
      return readTemporal(name, raw, DATE_TIME, m.notDateTime);
    case "area": {
      const reading = readText(name, f, raw);
      return reading.ok && typeof reading.value === "string" && !AREA_CODE.test(reading.value)
        ? refuse(m.notArea(name))
        : reading;
    }
    default:
      return readText(name, f, raw);
  }
}

function asText(raw: unknown): string | undefined {
  if (typeof raw === "string") return raw.trim();
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  return undefined;
}

function readText(name: string, f: Field, raw: unknown): FieldReading {
  // A password is kept as typed: spaces may be part of it.
  const text = f.kind === "password" && typeof raw === "string" ? raw : asText(raw);
  if (text === undefined) return refuse(m.notText(name));
  if (text === "") return accept(null);
  if (f.max !== undefined && [...text].length > f.max) return refuse(m.tooLong(name, f.max));
  if (f.oneOf && !f.oneOf.values.includes(text)) return refuse(f.oneOf.message);
  if (f.rule) {
    const violation = formRules[f.rule].check(text);
    if (violation) return refuse(violationMessage(violation));
  }
  return accept(text);
}

function readNumber(name: string, f: Field, raw: unknown): FieldReading {
  const text = typeof raw === "string" ? raw.trim() : undefined;
  if (text === "") return accept(null);
  const value = text !== undefined && /^[-+]?(\d{1,15}(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : raw;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    return refuse(f.integer ? m.notInteger(name) : m.notNumber(name));
  }
  if (f.integer && !Number.isSafeInteger(value)) return refuse(m.notInteger(name));
  if (f.kind === "money" && Math.round(value * 100) !== value * 100) return refuse(m.notMoney(name));
  if ((f.min !== undefined && value < f.min) || (f.max !== undefined && value > f.max)) {
    return refuse(m.outOfRange(name, value));
  }
  return accept(value);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A province, city or district of GB/T 2260. */
const AREA_CODE = /^\d{6}$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function readTemporal(
  name: string,
  raw: unknown,
  pattern: RegExp,
  message: (name: string) => string,
): FieldReading {
  if (typeof raw !== "string") return refuse(message(name));
  const text = raw.trim();
  if (text === "") return accept(null);
  const match = pattern.exec(text);
  if (!match) return refuse(message(name));
  const [, y, mo, d, h = "00", mi = "00", s = "00"] = match.map((part) => part ?? "00");
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const real =
    day.getUTCFullYear() === Number(y) &&
    day.getUTCMonth() === Number(mo) - 1 &&
    day.getUTCDate() === Number(d);
  if (!real || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return refuse(message(name));
  return accept(pattern === DATE ? `${y}-${mo}-${d}` : `${y}-${mo}-${d} ${h}:${mi}:${s}`);
}
