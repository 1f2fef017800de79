// The cron dialog's round trip (issue 13): expression → parseCron (the dialog's state on opening) → buildCron
// (what OK emits), over 10,000 generated expressions. Two families, 5,000 each, from a seeded generator:
//   dialog   expressions the dialog itself writes (random valid dialog states, built): they must come back
//            character for character;
//   typed    Quartz expressions as people type them (names, lists of ranges, steps on ranges, L-nW, #, nL,
//            six fields): the rebuilt text must be valid, a fixed point of another round trip, and fire at
//            the same times (next 5 after three instants, UTC).
// Prints every expression that does not round-trip and exits 1 if there is one. Reads the built dist/, so
// run `npm run build -w @kanya/core` first.
import { existsSync } from "node:fs";
import { join } from "node:path";

const entry = join(import.meta.dirname, "..", "packages/core/dist/cron/index.js");
if (!existsSync(entry)) {
  console.log("packages/core/dist/cron is not built: run `npm run build -w @kanya/core` first.");
  process.exit(1);
}
const {
  CRON_DIALOG_BOUNDS,
  CRON_UNITS,
  buildCron,
  defaultCronState,
  nextFireTimes,
  parseCron,
  validateCron,
  validateCronState,
} = await import(entry);

const PER_FAMILY = 5000;
const SEED = 13;

/** mulberry32: a small seeded generator, so every run checks the same expressions. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(SEED);
const int = (min, max) => min + Math.floor(random() * (max - min + 1));
const pick = (list) => list[Math.floor(random() * list.length)];

// ---- dialog family: random states within the dialog's bounds --------------------------------------------

const TIME = ["every", "increment", "range", "specific"];
const CHOICES = {
  day: [...TIME, "lastDay", "lastWorkday", "daysBeforeEnd", "nearestWorkday"],
  week: [...TIME, "nthOfMonth", "lastOfMonth"],
};

function within(unit, property) {
  const bound = CRON_DIALOG_BOUNDS[unit][property];
  return int(bound.min, bound.max);
}

function randomState() {
  const state = defaultCronState();
  for (const unit of CRON_UNITS) {
    const target = state[unit];
    target.cronEvery = pick(CHOICES[unit] ?? TIME);
    for (const property of ["incrementStart", "incrementIncrement", "rangeStart", "rangeEnd"]) {
      target[property] = within(unit, property);
    }
    const bound = CRON_DIALOG_BOUNDS[unit].specificSpecific;
    target.specificSpecific = Array.from({ length: int(1, 4) }, () => int(bound.min, bound.max));
  }
  state.day.cronDaysBeforeEomMinus = within("day", "cronDaysBeforeEomMinus");
  state.day.cronDaysNearestWeekday = within("day", "cronDaysNearestWeekday");
  state.day.cronLastSpecificDomDay = within("day", "cronLastSpecificDomDay");
  state.week.cronNthDayDay = within("week", "cronNthDayDay");
  state.week.cronNthDayNth = within("week", "cronNthDayNth");
  // Quartz's ? rule: exactly one of day and week is "not specified".
  if (random() < 0.5) state.week.cronEvery = "notSpecified";
  else state.day.cronEvery = "notSpecified";
  return state;
}

function dialogExpressions(count) {
  const found = [];
  let tries = 0;
  while (found.length < count) {
    tries += 1;
    const state = randomState();
    if (validateCronState(state).ok) found.push(buildCron(state));
  }
  return { expressions: found, tries };
}

// ---- typed family: Quartz forms the dialog's inputs cannot show ---------------------------------------

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const DAYS = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

function timeField(min, max) {
  const a = int(min, max);
  const b = int(min, max);
  return pick([
    () => "*",
    () => String(a),
    () => `*/${int(1, max - min)}`,
    () => `${a}/${int(1, max - min)}`,
    () => `${Math.min(a, b)}-${Math.max(a, b)}`,
    () => `${b}-${a}`, // a wrapping range when b > a
    () => `${Math.min(a, b)}-${Math.max(a, b)}/${int(1, 5)}`,
    () => `${a},${b},${int(min, max)}`,
    () => `${Math.min(a, b)}-${Math.max(a, b)},${int(min, max)}`,
  ])();
}

function dayField() {
  return pick([
    () => timeField(1, 31),
    () => "L",
    () => "LW",
    () => `L-${int(0, 30)}`,
    () => `L-${int(1, 15)}W`,
    () => `${int(1, 31)}W`,
  ])();
}

function monthField() {
  return pick([
    () => timeField(1, 12),
    () => pick(MONTHS),
    () => `${pick(MONTHS.slice(0, 6))}-${pick(MONTHS.slice(6))}`,
  ])();
}

function weekField() {
  return pick([
    () => timeField(1, 7),
    () => pick(DAYS),
    () => `${pick(DAYS.slice(0, 3))}-${pick(DAYS.slice(3))}`,
    () => `${pick(DAYS)},${pick(DAYS)}`,
    () => `${int(1, 7)}#${int(1, 5)}`,
    () => `${int(1, 7)}L`,
    () => "L",
  ])();
}

function yearField() {
  const a = int(1970, 2299);
  const b = int(1970, 2299);
  return pick([
    () => "*",
    () => String(a),
    () => `${Math.min(a, b)}-${Math.max(a, b)}`,
    () => `${a}/${int(1, 50)}`,
    () => `${Math.min(a, b)},${Math.max(a, b)}`,
  ])();
}

function typedExpression() {
  const dayFirst = random() < 0.5;
  const fields = [
    timeField(0, 59),
    timeField(0, 59),
    timeField(0, 23),
    dayFirst ? dayField() : "?",
    monthField(),
    dayFirst ? "?" : weekField(),
  ];
  if (random() < 0.7) fields.push(yearField());
  return fields.join(" ");
}

function typedExpressions(count) {
  const found = [];
  let tries = 0;
  while (found.length < count) {
    tries += 1;
    const expression = typedExpression();
    if (validateCron(expression).ok) found.push(expression);
  }
  return { expressions: found, tries };
}

// ---- the round trip ----------------------------------------------------------------------------------

const INSTANTS = ["2026-01-01T00:00:00Z", "2031-07-15T12:34:56Z", "2100-02-27T23:59:59Z"].map(
  (at) => new Date(at),
);

function fires(expression) {
  return INSTANTS.flatMap((from) =>
    nextFireTimes(expression, { from, count: 5, timeZone: "UTC" }).map((date) => date.getTime()),
  ).join(",");
}

/** Why `expression` does not round-trip, or null. */
function roundTripFailure(expression, family) {
  let built;
  try {
    built = buildCron(parseCron(expression));
  } catch (error) {
    return `parse failed: ${error.message}`;
  }
  if (family === "dialog") return built === expression ? null : `built back as ${built}`;
  const valid = validateCron(built);
  if (!valid.ok) return `built ${built}, which is invalid: ${valid.message}`;
  const again = buildCron(parseCron(built));
  if (again !== built) return `built ${built}, then ${again} (not a fixed point)`;
  if (fires(built) !== fires(expression)) return `built ${built}, which fires at other times`;
  return null;
}

const generated = performance.now();
const dialog = dialogExpressions(PER_FAMILY);
const typed = typedExpressions(PER_FAMILY);
const generateMs = performance.now() - generated;

const failures = [];
const timed = performance.now();
let roundTrips = 0;
for (const [family, list] of [
  ["dialog", dialog.expressions],
  ["typed", typed.expressions],
]) {
  for (const expression of list) {
    roundTrips += 1;
    const failure = roundTripFailure(expression, family);
    if (failure) failures.push({ family, expression, failure });
  }
}
const checkMs = performance.now() - timed;

// Time the bare round trip (parse → state → build) apart from the fire-time checks.
const all = [...dialog.expressions, ...typed.expressions];
const bare = performance.now();
for (const expression of all) buildCron(parseCron(expression));
const bareMs = performance.now() - bare;

console.log(
  `cron round trip: ${roundTrips} expressions (dialog ${dialog.expressions.length} from ${dialog.tries} random states, ` +
    `typed ${typed.expressions.length} from ${typed.tries} candidates, seed ${SEED}), generated in ${generateMs.toFixed(0)} ms`,
);
console.log(
  `parse → state → build: ${((bareMs / all.length) * 1000).toFixed(1)} µs each (${bareMs.toFixed(0)} ms for all); ` +
    `with validity, fixed-point and fire-time checks ${checkMs.toFixed(0)} ms`,
);
const distinct = new Set(all).size;
console.log(`distinct expressions: ${distinct}; failures: ${failures.length}`);
for (const { family, expression, failure } of failures)
  console.log(`  ${family}  ${expression}  →  ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
