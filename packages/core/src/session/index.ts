export { createMemoryStorage } from "./memory-storage.js";
export {
  createNamespacedStorage,
  type NamespacedStorage,
  type NamespacedStorageOptions,
  SESSION_TTL_MS,
  STORAGE_PREFIX,
  type StorageLike,
} from "./namespaced-storage.js";
