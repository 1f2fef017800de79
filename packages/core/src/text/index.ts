export { type GreetingPeriod, greetingPeriod } from "./greeting.js";
