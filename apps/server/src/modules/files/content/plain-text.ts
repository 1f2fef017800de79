/**
 * Text files (txt, csv, xml) have no signature; their rule is that they decode as text: UTF-8 (with or
 * without a BOM), UTF-16 with a BOM, or GB18030 (what Chinese Windows saves, Excel's CSV included),
 * and hold no control characters besides tab, line breaks, form feed, SUB and ESC. Binary data fails on
 * its NUL bytes or its invalid sequences.
 */
export function decodePlainText(bytes: Uint8Array): string | undefined {
  const text = decodeText(bytes);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rule looks for
  if (text === undefined || /[\u0000-\u0008\u000e-\u0019\u001c-\u001f]/.test(text)) return undefined;
  return text;
}

function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode("utf-16le", bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode("utf-16be", bytes);
  return decode("utf-8", bytes) ?? decode("gb18030", bytes);
}

function decode(encoding: string, bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
