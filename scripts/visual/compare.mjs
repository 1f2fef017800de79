// Pixel comparison of two PNGs with pixelmatch; images of different sizes are compared on a shared canvas.
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/** Anti-aliasing noise is ignored by pixelmatch; beyond this many differing pixels a shot fails. */
export function allowedDifference(totalPixels) {
  return Math.min(100, Math.ceil(totalPixels * 0.001));
}

function onCanvas(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const canvas = new PNG({ width, height });
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas;
}

export function comparePngs(baselineBuffer, actualBuffer) {
  const baseline = PNG.sync.read(baselineBuffer);
  const actual = PNG.sync.read(actualBuffer);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(
    onCanvas(baseline, width, height).data,
    onCanvas(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: 0.1 },
  );
  const sizeChanged = baseline.width !== actual.width || baseline.height !== actual.height;
  const total = width * height;
  return {
    differing,
    total,
    sizeChanged,
    baselineSize: `${baseline.width}×${baseline.height}`,
    actualSize: `${actual.width}×${actual.height}`,
    passed: !sizeChanged && differing <= allowedDifference(total),
    diffPng: PNG.sync.write(diff),
  };
}
