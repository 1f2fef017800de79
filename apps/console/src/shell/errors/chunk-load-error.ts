/**
 * Whether an error is a page file (script or CSS chunk) that failed to load: a deployment replaced the files
 * the open tab knows, or the network dropped. Each browser words it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}
