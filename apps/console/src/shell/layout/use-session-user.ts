/** The signed-in user, re-read after a department switch: the session provider's hook. */
export { useSessionUser } from "../../providers";
