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

/** Spec §8: a script chunk that has not loaded after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A page file's loader that gives up after `ms`: a dynamic import has no time limit of its own, and a stalled
 * download would otherwise leave the page loading forever instead of offering 重新加载.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new Error(`Loading a page file took longer than ${ms} ms`);
        error.name = "ChunkLoadError";
        reject(error);
      }, ms);
      load().then(
        (loaded) => {
          clearTimeout(timer);
          resolve(loaded);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
