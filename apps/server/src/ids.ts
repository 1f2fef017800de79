import { createHash, randomUUID } from "node:crypto";

/** A new JeecgBoot-style id: 32 lowercase hex characters. */
export function newId(): string {
  return randomUUID().replaceAll("-", "");
}

/** A fixed id derived from a name, so seed rows get the same id in every database. */
export function stableId(name: string): string {
  return createHash("md5").update(name).digest("hex");
}
