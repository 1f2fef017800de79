import { crc32, deflateSync } from "node:zlib";
import { xlsxOf } from "./xlsx";

/*
 * Tiny but well-formed files of every type the upload accepts, built here byte by byte (no fixtures to
 * trust): each carries the structure its format's readers check first.
 */

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const u16 = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number): number[] => [...u16(n & 0xffff), ...u16(n >>> 16)];
const bytes = (...parts: ReadonlyArray<readonly number[] | Uint8Array>): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => [...part]));
const base64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, "base64"));

/** A 1×1 PNG. */
export const PNG_1PX = base64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
);
const GIF_1PX = base64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");
/** A 1×1 grey JPEG as Chromium's encoder writes it (its ICC profile segment left out). */
const JPEG_1PX = base64(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hn" +
    "Pk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj" +
    "Y2P/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAA" +
    "AAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==",
);

/** A 1×1 24-bit BMP: file header, BITMAPINFOHEADER, one padded row. */
function bmp(): Uint8Array {
  const pixels = [0x00, 0x00, 0xff, 0x00];
  const info = [...u32(40), ...u32(1), ...u32(1), ...u16(1), ...u16(24), ...u32(0), ...u32(pixels.length)];
  const infoTail = [...u32(2835), ...u32(2835), ...u32(0), ...u32(0)];
  const size = 14 + 40 + pixels.length;
  return bytes(ascii("BM"), u32(size), u32(0), u32(54), info, infoTail, pixels);
}

/** An icon holding one 1×1 PNG image (the Vista form). */
function ico(): Uint8Array {
  const entry = [1, 1, 0, 0, ...u16(1), ...u16(32), ...u32(PNG_1PX.length), ...u32(22)];
  return bytes([0, 0, ...u16(1), ...u16(1)], entry, PNG_1PX);
}

/** A one-page PDF whose page content is a Flate-compressed stream, after the customary binary comment. */
function pdf(): Uint8Array {
  const content = deflateSync(utf8("BT /F1 12 Tf 72 712 Td (Kanya) Tj ET"));
  return bytes(
    utf8("%PDF-1.4\n"),
    [0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a],
    utf8(
      "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
        "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n" +
        `4 0 obj<</Length ${content.length}/Filter/FlateDecode>>stream\n`,
    ),
    content,
    utf8("\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
  );
}

/** A stored (uncompressed) ZIP archive of the given entries, with its central directory. */
export function zipOf(entries: Readonly<Record<string, string>>): Uint8Array {
  const local: number[] = [];
  const central: number[] = [];
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = [...utf8(name)];
    const data = utf8(content);
    const crc = crc32(data);
    const common = [...u16(20), ...u16(0x0800), ...u16(0), ...u16(0), ...u16(0x21)];
    const sizes = [
      ...u32(crc),
      ...u32(data.length),
      ...u32(data.length),
      ...u16(nameBytes.length),
      ...u16(0),
    ];
    const offset = local.length;
    local.push(...ascii("PK\x03\x04"), ...common, ...sizes, ...nameBytes, ...data);
    central.push(...ascii("PK\x01\x02"), ...u16(20), ...common, ...sizes, ...u16(0), ...u16(0), ...u16(0));
    central.push(...u32(0), ...u32(offset), ...nameBytes);
  }
  const count = Object.keys(entries).length;
  const end = [...ascii("PK\x05\x06"), ...u16(0), ...u16(0), ...u16(count), ...u16(count)];
  return bytes(local, central, end, u32(central.length), u32(local.length), u16(0));
}

function docx(): Uint8Array {
  return zipOf({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels":
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml":
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      "<w:body><w:p><w:r><w:t>病历</w:t></w:r></w:p></w:body></w:document>",
  });
}

/**
 * A compound file (OLE2, version 3, 512-byte sectors) with one empty stream: sector 0 is the FAT, sector
 * 1 the directory (root storage, then the stream).
 */
export function compoundFileWith(streamName: string): Uint8Array {
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
  const header = new Uint8Array(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const put = (offset: number, values: number[]) => header.set(values, offset);
  put(0x18, [...u16(0x3e), ...u16(3), ...u16(0xfffe), ...u16(9), ...u16(6)]);
  put(0x2c, [...u32(1), ...u32(1), ...u32(0), ...u32(4096), ...u32(END), ...u32(0), ...u32(END), ...u32(0)]);
  put(0x4c, [...u32(0), ...Array.from({ length: 108 }, () => u32(FREE)).flat()]);
  const fat = [...u32(0xfffffffd), ...u32(END), ...Array.from({ length: 126 }, () => u32(FREE)).flat()];
  const entry = (name: string, type: number, child: number) => {
    const slot = new Uint8Array(128);
    slot.set(
      [...name].flatMap((c) => u16(c.charCodeAt(0))),
      0,
    );
    slot.set([...u16((name.length + 1) * 2), type, 1, ...u32(FREE), ...u32(FREE), ...u32(child)], 64);
    slot.set([...u32(END), ...u32(0)], 116);
    return slot;
  };
  const unused = Array.from({ length: 2 }, () => entry("", 0, FREE));
  return bytes(header, fat, entry("Root Entry", 5, 1), entry(streamName, 2, FREE), ...unused);
}

/** An ISO base media file: an `ftyp` box of the brand, then an empty `free` box. */
function isoMedia(brand: string): Uint8Array {
  return bytes(
    [0, 0, 0, 0x18],
    ascii(`ftyp${brand}`),
    [0, 0, 2, 0],
    ascii(`${brand}isom`),
    [0, 0, 0, 8],
    ascii("free"),
  );
}

function riff(form: string, chunks: number[]): Uint8Array {
  return bytes(ascii("RIFF"), u32(4 + chunks.length), ascii(form), chunks);
}

/** 8 kHz mono 8-bit PCM, two samples. */
function wav(): Uint8Array {
  const format = [...u16(1), ...u16(1), ...u32(8000), ...u32(8000), ...u16(1), ...u16(8)];
  return riff("WAVE", [...ascii("fmt "), ...u32(16), ...format, ...ascii("data"), ...u32(2), 0x80, 0x80]);
}

function avi(): Uint8Array {
  const avih = [...ascii("avih"), ...u32(56), ...new Array(56).fill(0)];
  return riff("AVI ", [...ascii("LIST"), ...u32(4 + avih.length), ...ascii("hdrl"), ...avih]);
}

/** An ASF header object (the container of wmv) with no child objects. */
function wmv(): Uint8Array {
  const guid = [
    0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
  ];
  return bytes(guid, [...u32(30), ...u32(0)], u32(0), [1, 2]);
}

/** Ten MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of silence, with or without an ID3v2 tag before them. */
function mp3(withTag: boolean): Uint8Array {
  const frame = [0xff, 0xfb, 0x90, 0x64, ...new Array(413).fill(0)];
  const frames = Array.from({ length: 10 }, () => frame).flat();
  return withTag ? bytes(ascii("ID3"), [3, 0, 0, 0, 0, 0, 0], frames) : bytes(frames);
}

/** A POSIX tar archive of one file, with its header checksum. */
function tar(): Uint8Array {
  const data = utf8("你好\n");
  const header = new Uint8Array(512);
  const field = (offset: number, text: string) => header.set(ascii(text), offset);
  field(0, "hello.txt");
  field(100, "0000644\0");
  field(108, "0000000\0");
  field(116, "0000000\0");
  field(124, `${data.length.toString(8).padStart(11, "0")}\0`);
  field(136, "00000000000\0");
  field(148, "        ");
  field(156, "0");
  field(257, "ustar\u000000");
  const sum = header.reduce((total, byte) => total + byte, 0);
  field(148, `${sum.toString(8).padStart(6, "0")}\0 `);
  const padded = new Uint8Array(512);
  padded.set(data);
  return bytes(header, padded, new Uint8Array(1024));
}

/** A 7-Zip signature header pointing at an empty next header. */
function sevenZip(): Uint8Array {
  const nextHeader = [...u32(0), ...u32(0), ...u32(0), ...u32(0), ...u32(0)];
  const startCrc = crc32(new Uint8Array(nextHeader));
  return bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4], u32(startCrc), nextHeader);
}

/** A RAR 5 signature and an empty main archive header. */
function rar(): Uint8Array {
  return bytes(
    ascii("Rar!\x1a\x07\x01\x00"),
    [0x33, 0x92, 0xb5, 0xe5, 0x0a, 0x01, 0x05, 0x06, 0x00, 0x05, 0x01, 0x01, 0x80, 0x80, 0x00],
  );
}

/** GB18030 (what Excel on Chinese Windows writes): 姓名,电话 / 张三,13800000000. */
const GBK_CSV = bytes(
  [0xd0, 0xd5, 0xc3, 0xfb],
  ascii(","),
  [0xb5, 0xe7, 0xbb, 0xb0],
  ascii("\r\n"),
  [0xd5, 0xc5, 0xc8, 0xfd],
  ascii(",13800000000\r\n"),
);

/** A well-formed sample of every accepted extension (some more than one), by extension. */
export async function uploadSamples(): Promise<Array<[extension: string, label: string, bytes: Uint8Array]>> {
  return [
    ["jpg", "JPEG", JPEG_1PX],
    ["jpeg", "JPEG", JPEG_1PX],
    ["png", "PNG", PNG_1PX],
    ["gif", "GIF", GIF_1PX],
    ["bmp", "BMP", bmp()],
    ["ico", "PNG icon", ico()],
    ["txt", "UTF-8 text", utf8("复诊提醒：周三 10:00\n\t请带病历。\n")],
    ["txt", "empty text", new Uint8Array(0)],
    [
      "txt",
      "UTF-16 text",
      bytes(
        [0xff, 0xfe],
        [...utf8("ok")].flatMap((b) => [b, 0]),
      ),
    ],
    ["csv", "UTF-8 CSV with BOM", bytes([0xef, 0xbb, 0xbf], utf8("姓名,电话\n张三,13800000000\n"))],
    ["csv", "GB18030 CSV", GBK_CSV],
    ["xml", "XML", utf8('<?xml version="1.0" encoding="UTF-8"?>\n<病历><条目/></病历>\n')],
    ["pdf", "PDF", pdf()],
    ["doc", "Word 97 document", compoundFileWith("WordDocument")],
    ["xls", "Excel 97 workbook", compoundFileWith("Workbook")],
    ["xls", "Excel 5 workbook", compoundFileWith("Book")],
    ["docx", "Word document", docx()],
    ["xlsx", "Excel workbook (exceljs)", await xlsxOf("标题", ["姓名"], [["张三"]])],
    ["mp4", "MP4", isoMedia("isom")],
    ["mov", "QuickTime", isoMedia("qt  ")],
    ["mov", "classic QuickTime", bytes([0, 0, 0, 8], ascii("moov"))],
    ["avi", "AVI", avi()],
    ["wav", "WAV", wav()],
    ["wmv", "WMV", wmv()],
    ["mp3", "MP3 with ID3", mp3(true)],
    ["mp3", "bare MP3 frame", mp3(false)],
    ["zip", "ZIP", zipOf({ "readme.txt": "hi" })],
    ["rar", "RAR 5", rar()],
    ["7z", "7-Zip", sevenZip()],
    ["tar", "tar", tar()],
  ];
}

/** A page pretending to be anything. */
export const HTML_PAGE = utf8(
  '<!doctype html><meta http-equiv="refresh" content="0;url=https://evil.example/">',
);
