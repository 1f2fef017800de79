/** JeecgBoot writes dates in GMT+8 (China has no daylight saving, so a fixed offset is exact). */
const GMT8_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `yyyy-MM-dd HH:mm:ss` in GMT+8, or null. */
export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value || Number.isNaN(value.getTime())) return null;
  const shifted = new Date(value.getTime() + GMT8_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** A wall-clock time in GMT+8 (`yyyy-MM-dd HH:mm:ss`) as an instant; used by seed data. */
export function parseGmt8(text: string): Date {
  return new Date(`${text.replace(" ", "T")}+08:00`);
}
