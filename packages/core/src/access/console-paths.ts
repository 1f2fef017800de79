/** The console's fixed pages (product spec §2 routes). */
export { HOME_PATH } from "../menu/index.js";

export const LOGIN_PATH = "/user/login";
export const DENTISTRY_LOGIN_PATH = "/dentistry/login";
export const NOT_FOUND_PATH = "/404";
/** Where dentistry staff land: the order view of their store. */
export const DENTISTRY_HOME_PATH = "/service/dentistryorderView";

/** Pages anyone may open without signing in. */
export const OPEN_PATHS: readonly string[] = [
  LOGIN_PATH,
  DENTISTRY_LOGIN_PATH,
  "/user/register",
  "/user/register-result",
  "/user/alteration",
  NOT_FOUND_PATH,
];

export const LOGIN_PATHS: readonly string[] = [LOGIN_PATH, DENTISTRY_LOGIN_PATH];

/**
 * Fixed pages of the route table for signed-in users that need not be menu entries: the test page and the
 * notice bell's target (my announcements), which a real JeecgBoot's menu may leave out.
 */
export const SIGNED_IN_PATHS: readonly string[] = ["/test/home", "/isps/userAnnouncement"];

/**
 * Families of fixed pages, by pattern: any online report by its code or id (`/online/cgreport/{code}`), which
 * the report designer opens whether or not a menu entry names it (the server checks who may read it).
 */
export const SIGNED_IN_PATTERNS: readonly RegExp[] = [/^\/online\/cgreport\/[^/]+$/];
