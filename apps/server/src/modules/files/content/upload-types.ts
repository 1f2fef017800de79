import { hasBytes, uint16le, uint32le } from "./bytes";
import { hasCompoundStream } from "./ole-streams";
import { decodePlainText } from "./plain-text";
import { isZip, zipEntryNames } from "./zip-entries";

/** Whether a file's bytes are what its extension says. */
type ContentRule = (bytes: Uint8Array) => boolean;

const startsWith =
  (...signatures: ReadonlyArray<readonly number[] | string>): ContentRule =>
  (bytes) =>
    signatures.some((signature) => hasBytes(bytes, signature));

const riff =
  (form: string): ContentRule =>
  (bytes) =>
    hasBytes(bytes, "RIFF") && hasBytes(bytes, form, 8);

/** ISO base media (mp4, and QuickTime since 2001): an `ftyp` box first. */
const isoMedia: ContentRule = (bytes) => hasBytes(bytes, "ftyp", 4);
/** Older QuickTime files begin with one of these atoms instead. */
const quickTime: ContentRule = (bytes) =>
  isoMedia(bytes) ||
  ["moov", "mdat", "wide", "free", "skip", "pnot"].some((atom) => hasBytes(bytes, atom, 4));

/** BMP: `BM`, then a DIB header of one of the known sizes. */
const bmp: ContentRule = (bytes) =>
  hasBytes(bytes, "BM") && [12, 40, 52, 56, 64, 108, 124].includes(uint32le(bytes, 14));

/** ICO: reserved 0, type 1, at least one image. */
const ico: ContentRule = (bytes) => hasBytes(bytes, [0, 0, 1, 0]) && uint16le(bytes, 4) > 0;

/**
 * MP3: an ID3 tag, or an MPEG audio frame header: the sync bits, then a version, layer, bitrate and
 * sample rate that exist.
 */
const mp3: ContentRule = (bytes) => {
  if (hasBytes(bytes, "ID3")) return true;
  const [sync = 0, format = 0, rates = 0] = bytes;
  const version = (format >> 3) & 3;
  const layer = (format >> 1) & 3;
  const bitrate = rates >> 4;
  const sampleRate = (rates >> 2) & 3;
  return (
    sync === 0xff && format >= 0xe0 && version !== 1 && layer !== 0 && bitrate !== 15 && sampleRate !== 3
  );
};

/** Office Open XML: a ZIP whose parts live under `word/` or `xl/`, with the package's content types. */
const officeOpenXml =
  (folder: string): ContentRule =>
  (bytes) => {
    const names = zipEntryNames(bytes) ?? [];
    return names.includes("[Content_Types].xml") && names.some((name) => name.startsWith(folder));
  };

const compoundWith =
  (...streams: string[]): ContentRule =>
  (bytes) =>
    streams.some((stream) => hasCompoundStream(bytes, stream));

const text: ContentRule = (bytes) => decodePlainText(bytes) !== undefined;
const xml: ContentRule = (bytes) => /^\uFEFF?\s*</.test(decodePlainText(bytes) ?? "");

/**
 * What `/sys/common/upload` accepts: each extension with the rule its content must pass. JeecgBoot's
 * allow-list (reference §8) minus everything a browser could run or render as a page: html, svg, js, jsp
 * and executables (apk, wgt) are refused. An extension without a content rule cannot be accepted.
 */
export const UPLOAD_CONTENT_RULES: Readonly<Record<string, ContentRule>> = {
  jpg: startsWith([0xff, 0xd8, 0xff]),
  jpeg: startsWith([0xff, 0xd8, 0xff]),
  png: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: startsWith("GIF87a", "GIF89a"),
  bmp,
  ico,
  txt: text,
  csv: text,
  xml,
  pdf: startsWith("%PDF-"),
  doc: compoundWith("WordDocument"),
  xls: compoundWith("Workbook", "Book"),
  docx: officeOpenXml("word/"),
  xlsx: officeOpenXml("xl/"),
  mp4: isoMedia,
  mov: quickTime,
  avi: riff("AVI "),
  wav: riff("WAVE"),
  wmv: startsWith([
    0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
  ]),
  mp3,
  zip: isZip,
  rar: startsWith("Rar!\x1a\x07\x00", "Rar!\x1a\x07\x01\x00"),
  "7z": startsWith([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  tar: (bytes) => hasBytes(bytes, "ustar", 257),
};

/** Whether the bytes pass the content rule of an allowed extension (false for any other extension). */
export function contentMatchesExtension(extension: string, bytes: Uint8Array): boolean {
  const rule = Object.hasOwn(UPLOAD_CONTENT_RULES, extension) ? UPLOAD_CONTENT_RULES[extension] : undefined;
  return rule?.(bytes) ?? false;
}
