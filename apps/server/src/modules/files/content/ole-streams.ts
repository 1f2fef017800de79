import { hasBytes, uint16le } from "./bytes";

/** Microsoft's Compound File Binary (OLE2) signature: the container of .doc and .xls. */
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_BYTES = 512;
const ENTRY_BYTES = 128;
const STREAM = 2;

export function isCompoundFile(bytes: Uint8Array): boolean {
  return hasBytes(bytes, CFB_SIGNATURE);
}

/**
 * Whether a compound file holds a stream of this name: Word keeps its text in `WordDocument`, Excel its
 * sheets in `Workbook` (`Book` before Excel 97). Directory entries are 128 bytes, aligned to sectors, so
 * every aligned slot after the header is compared (name, its length field and the stream type), without
 * walking the sector chains.
 */
export function hasCompoundStream(bytes: Uint8Array, name: string): boolean {
  if (!isCompoundFile(bytes)) return false;
  const utf16 = [...name].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]);
  const nameField = (name.length + 1) * 2;
  for (let at = HEADER_BYTES; at + ENTRY_BYTES <= bytes.length; at += ENTRY_BYTES) {
    if (uint16le(bytes, at + 64) === nameField && bytes[at + 66] === STREAM && hasBytes(bytes, utf16, at)) {
      return true;
    }
  }
  return false;
}
