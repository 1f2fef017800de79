export { Spin, SpinDots, type SpinProps, type SpinSize } from "./Spin";
export { type UseSpinOptions, useSpin } from "./use-spin";
