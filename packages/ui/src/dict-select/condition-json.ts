/**
 * Whether a tree select's `condition` prop is usable: absent, empty, or a JSON object string (spec §5). JeecgBoot
 * showed 组件JTreeSelect-condition传值有误，需要一个json字符串! otherwise and loaded nothing.
 */
export function isConditionJson(condition: string | undefined): boolean {
  if (condition === undefined || condition.trim() === "") return true;
  try {
    const parsed: unknown = JSON.parse(condition);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
