export type GreetingPeriod = "morning" | "forenoon" | "noon" | "afternoon" | "evening";

/**
 * The header greeting's period for an hour of the day (0–23): before 9 morning, until 11 forenoon,
 * until 13 noon, before 20 afternoon, otherwise evening. The words themselves live in the locale catalog.
 */
export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour < 9) return "morning";
  if (hour <= 11) return "forenoon";
  if (hour <= 13) return "noon";
  if (hour < 20) return "afternoon";
  return "evening";
}
