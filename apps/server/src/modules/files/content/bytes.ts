/** Whether `bytes` holds `signature` (bytes, or a Latin-1 string) at `offset`. */
export function hasBytes(bytes: Uint8Array, signature: readonly number[] | string, offset = 0): boolean {
  const expected = typeof signature === "string" ? [...signature].map((c) => c.charCodeAt(0)) : signature;
  if (offset + expected.length > bytes.length) return false;
  return expected.every((byte, i) => bytes[offset + i] === byte);
}

export function uint16le(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

export function uint32le(bytes: Uint8Array, offset: number): number {
  return (uint16le(bytes, offset) + uint16le(bytes, offset + 2) * 0x10000) >>> 0;
}
