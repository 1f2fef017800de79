export { SliderVerify, type SliderVerifyApi, type SliderVerifyProps } from "./SliderVerify";
export {
  type SliderVerifyState,
  type SliderVerifyStatus,
  type UseSliderVerifyOptions,
  useSliderVerify,
} from "./use-slider-verify";
