import { hasBytes, uint16le, uint32le } from "./bytes";

const LOCAL_HEADER = "PK\x03\x04";
const EMPTY_ARCHIVE = "PK\x05\x06";
const CENTRAL_HEADER = "PK\x01\x02";
/** The end record is 22 bytes plus a comment of at most 65535. */
const END_RECORD_SEARCH = 22 + 0xffff;

/** A ZIP archive begins with a local file header (or, empty, with the end record). */
export function isZip(bytes: Uint8Array): boolean {
  return hasBytes(bytes, LOCAL_HEADER) || hasBytes(bytes, EMPTY_ARCHIVE);
}

/**
 * The entry names of a ZIP archive, read from its central directory (what unzip tools trust), or
 * undefined when there is none or it does not fit in the bytes. Office Open XML files (docx, xlsx) are
 * told apart by these names.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  if (!hasBytes(bytes, LOCAL_HEADER)) return undefined;
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_RECORD_SEARCH); at--) {
    if (hasBytes(bytes, EMPTY_ARCHIVE, at)) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = uint16le(bytes, end + 10);
  let at = uint32le(bytes, end + 16);
  const decoder = new TextDecoder();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (!hasBytes(bytes, CENTRAL_HEADER, at)) return undefined;
    const nameLength = uint16le(bytes, at + 28);
    const next = at + 46 + nameLength + uint16le(bytes, at + 30) + uint16le(bytes, at + 32);
    if (next > end) return undefined;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return names;
}
