/*
 * MD5 (RFC 1321) of a string's UTF-8 bytes, as lowercase hex. JeecgBoot's request signature needs it in the
 * browser and in Node alike, and core may use neither node:crypto nor the DOM; signed payloads are small,
 * so a plain implementation is enough. Not for anything that needs a secure hash.
 */

/** Per-step constants: floor(|sin(i + 1)| · 2³²), written out so no engine's Math.sin can change them. */
const K = [
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501, 0x698098d8,
  0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
  0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8, 0x21e1cde6, 0xc33707d6, 0xf4d50d87,
  0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
  0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039,
  0xe6db99e5, 0x1fa27cf8, 0xc4ac5665, 0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
  0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb,
  0xeb86d391,
];

/** Left-rotation amounts, four per round. */
const SHIFTS = [
  [7, 12, 17, 22],
  [5, 9, 14, 20],
  [4, 11, 16, 23],
  [6, 10, 15, 21],
];

export function md5Hex(text: string): string {
  const words = paddedWords(utf8Bytes(text));
  let a = 0x67452301;
  let b = 0xefcdab89;
  let c = 0x98badcfe;
  let d = 0x10325476;
  for (let block = 0; block < words.length; block += 16) {
    let [aa, bb, cc, dd] = [a, b, c, d];
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      let mixed: number;
      let index: number;
      if (round === 0) {
        mixed = (bb & cc) | (~bb & dd);
        index = i;
      } else if (round === 1) {
        mixed = (dd & bb) | (~dd & cc);
        index = (5 * i + 1) % 16;
      } else if (round === 2) {
        mixed = bb ^ cc ^ dd;
        index = (3 * i + 5) % 16;
      } else {
        mixed = cc ^ (bb | ~dd);
        index = (7 * i) % 16;
      }
      const sum = (aa + mixed + (K[i] ?? 0) + (words[block + index] ?? 0)) | 0;
      const shift = SHIFTS[round]?.[i % 4] ?? 0;
      [aa, dd, cc] = [dd, cc, bb];
      bb = (bb + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    a = (a + aa) | 0;
    b = (b + bb) | 0;
    c = (c + cc) | 0;
    d = (d + dd) | 0;
  }
  return [a, b, c, d].map(littleEndianHex).join("");
}

/** UTF-8 as TextEncoder does it (a lone surrogate becomes U+FFFD); core has no TextEncoder type. */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return bytes;
}

/** The message as little-endian 32-bit words: the bytes, 0x80, zeros, then the bit length (64 bits). */
function paddedWords(bytes: readonly number[]): Uint32Array {
  const words = new Uint32Array((((bytes.length + 8) >> 6) + 1) * 16);
  bytes.forEach((byte, i) => {
    words[i >> 2] = (words[i >> 2] ?? 0) | (byte << ((i % 4) * 8));
  });
  words[bytes.length >> 2] = (words[bytes.length >> 2] ?? 0) | (0x80 << ((bytes.length % 4) * 8));
  words[words.length - 2] = (bytes.length * 8) >>> 0;
  words[words.length - 1] = Math.floor(bytes.length / 0x20000000);
  return words;
}

function littleEndianHex(word: number): string {
  let hex = "";
  for (let i = 0; i < 4; i++) hex += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, "0");
  return hex;
}
