import { crc32, deflateSync } from "node:zlib";

/*
 * Draws a captcha as a PNG without any image library: a 5×7 bitmap font, scaled, jittered and sheared per
 * glyph, over noise lines and dots. The answer is only in the pixels (an SVG with <text> would carry it in
 * its markup), and the image is JeecgBoot's size (105×35).
 */

export const CAPTCHA_WIDTH = 105;
export const CAPTCHA_HEIGHT = 35;

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L); answers compare case-blind. */
export const CAPTCHA_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  A: [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  B: ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
  C: [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
  D: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
  E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  F: ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
  G: [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
  H: ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  J: ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
  K: ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
  M: ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
  N: ["#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"],
  P: ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
  Q: [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
  R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
  S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
  T: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
  U: ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  W: ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
  X: ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
  Y: ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
  Z: ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
};

type Rgb = readonly [number, number, number];

/** A PNG of the text (characters of CAPTCHA_ALPHABET), as a `data:image/png;base64,` URL. */
export function renderCaptchaDataUrl(text: string, random: () => number = Math.random): string {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [
    230 + Math.floor(random() * 25),
    230 + Math.floor(random() * 25),
    230 + Math.floor(random() * 25),
  ]);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const midColor = (): Rgb => [between(120, 200), between(120, 200), between(120, 200)];

  for (let i = 0; i < 5; i++) {
    canvas.line(between(0, 20), between(0, 34), between(85, 104), between(0, 34), midColor());
  }
  const scale = 3;
  const step = Math.floor((CAPTCHA_WIDTH - 10) / Math.max(text.length, 1));
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char.toUpperCase()];
    if (!glyph) return;
    const color: Rgb = [between(10, 110), between(10, 110), between(10, 110)];
    const left = 6 + index * step + between(-2, 2);
    const top = 5 + between(-3, 3);
    const shear = (random() - 0.5) * 0.8;
    glyph.forEach((row, y) => {
      const offset = Math.round(shear * (y - 3) * scale);
      for (let x = 0; x < row.length; x++) {
        if (row[x] !== "#") continue;
        canvas.fill(left + x * scale + offset, top + y * scale, scale, scale, color);
      }
    });
  });
  for (let i = 0; i < 3; i++) {
    canvas.line(between(0, 30), between(0, 34), between(75, 104), between(0, 34), midColor());
  }
  for (let i = 0; i < 80; i++) canvas.set(between(0, 104), between(0, 34), midColor());
  return `data:image/png;base64,${canvas.toPng().toString("base64")}`;
}

class Canvas {
  private readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  set(x: number, y: number, color: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels.set(color, (y * this.width + x) * 3);
  }

  fill(x: number, y: number, w: number, h: number, color: Rgb): void {
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) this.set(x + dx, y + dy, color);
  }

  /** Bresenham. */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    let x = x0;
    let y = y0;
    for (;;) {
      this.set(x, y, color);
      if (x === x1 && y === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }

  /** 8-bit RGB PNG, no filtering. */
  toPng(): Buffer {
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (stride + 1)] = 0;
      raw.set(this.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw)),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}
