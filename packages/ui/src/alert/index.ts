export { Alert, type AlertProps } from "./Alert";
export { type AlertType, type UseAlertOptions, useAlert } from "./use-alert";
