/**
 * JeecgBoot's `jeecg.signUrls`: the endpoints its SignAuthInterceptor refuses without a valid `X-Sign`.
 * A `*` there is one path segment. Each pattern is anchored at the end only, so a path matches with or
 * without the context path in front (`/jeecg-boot/sys/sms` and `/sys/sms` alike).
 */
const SIGNED_PATHS: readonly RegExp[] = [
  /\/sys\/dict\/getDictItems\/[^/]*$/,
  /\/sys\/dict\/loadDict\/[^/]*$/,
  /\/sys\/dict\/loadDictOrderByValue\/[^/]*$/,
  /\/sys\/dict\/loadDictItem\/[^/]*$/,
  /\/sys\/dict\/loadTreeData$/,
  /\/sys\/api\/[^/]*dict[^/]*$/,
  /\/sys\/sms$/,
  /\/sys\/sendChangePwdSms$/,
  /\/sys\/user\/sendChangePhoneSms$/,
];

/** Whether requests to this path (no query string) must carry JeecgBoot's request signature. */
export function isSignedPath(path: string): boolean {
  return SIGNED_PATHS.some((pattern) => pattern.test(path));
}
