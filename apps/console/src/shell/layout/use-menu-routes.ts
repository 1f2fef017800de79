/** The route tree of the signed-in user (empty until the guard has loaded it): the menu provider's hook. */
export { useMenuRoutes } from "../../providers";
