// JeecgBoot's request signature (`X-Sign`, `X-TIMESTAMP`): which paths need it and how it is computed.
export { md5Hex } from "./md5.js";
export {
  DEFAULT_SIGNATURE_SECRET,
  PATH_VARIABLE_KEY,
  requestSignature,
  SIGN_HEADER,
  type SignedRequest,
  signatureParams,
  TIMESTAMP_HEADER,
} from "./request-signature.js";
export { isSignedPath } from "./signed-paths.js";
