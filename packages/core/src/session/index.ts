export {
  type DeviceClass,
  type DeviceLayout,
  deviceLayoutForWidth,
  MOBILE_MAX_WIDTH,
  SIDEBAR_CLOSED_MAX_WIDTH,
} from "./device.js";
export { createMemoryStorage } from "./memory-storage.js";
export {
  createNamespacedStorage,
  type NamespacedStorage,
  type NamespacedStorageOptions,
  SESSION_TTL_MS,
  STORAGE_PREFIX,
  type StorageLike,
} from "./namespaced-storage.js";
export {
  CLICK_GUARD_MS,
  createRepeatGate,
  INACTIVITY_LIMIT_MS,
  INSERT_THROTTLE_MS,
  isSessionIdle,
} from "./timing.js";
