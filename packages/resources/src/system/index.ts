export { checkRule } from "./check-rule.js";
export { dataSource } from "./data-source.js";
export { fillRule } from "./fill-rule.js";
export { messageTemplate } from "./message-template.js";
export { position } from "./position.js";
export { role } from "./role.js";
export { userAgent } from "./user-agent.js";
