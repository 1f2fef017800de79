// Sessions across two server instances on one PostgreSQL: signing out or changing the password through
// one instance must take effect on the other at once (instances share nothing but the database). Each
// check goes to the instances directly, not through the proxy, so it is known which one answered.
import { randomBytes } from "node:crypto";
import { expectSuccess, request } from "./mixed-load.mjs";
import { signIn } from "./server-support.mjs";

const PASSWORD = "Soak@123456";
const NEW_PASSWORD = "Soak@654321";
const LOGIN_HEADERS = { "X-Version": "v3" };

/**
 * Runs the checks with a new user added through `a` by the admin (`adminHeaders`); returns one row per
 * check: `{ check, expected, observed, ok }`.
 */
export async function checkSessionsAcrossInstances(a, b, adminHeaders) {
  const username = `two_${randomBytes(3).toString("hex")}`;
  await expectSuccess(a, adminHeaders, "POST", "/sys/user/add", {
    username,
    realname: `双实例 ${username}`,
    password: PASSWORD,
    relTenantIds: "1000",
  });
  const rows = [];
  const expectTokenState = async (check, base, token, valid) => {
    const outcome = await request(base, { "X-Access-Token": token }, "GET", "/sys/user/getUserInfo");
    const observed = outcome.success
      ? "accepted"
      : `refused (HTTP ${outcome.status}, ${outcome.message ?? outcome.error})`;
    rows.push({ check, expected: valid ? "accepted" : "refused", observed, ok: outcome.success === valid });
  };

  // Sign-out through A ends the session on B.
  const first = await signIn(a, username, PASSWORD);
  await expectTokenState("token from A, used on B", b, first, true);
  await expectSuccess(a, { "X-Access-Token": first }, "POST", "/sys/logout");
  await expectTokenState("after logout on A, the token on B", b, first, false);
  await expectTokenState("after logout on A, the token on A", a, first, false);

  // A password changed through A ends the sessions opened on B, and B takes only the new password.
  const second = await signIn(b, username, PASSWORD);
  await expectTokenState("token from B, used on A", a, second, true);
  await expectSuccess(a, { "X-Access-Token": second }, "PUT", "/sys/user/updatePassword", {
    username,
    oldpassword: PASSWORD,
    password: NEW_PASSWORD,
    confirmpassword: NEW_PASSWORD,
  });
  await expectTokenState("after password change on A, the token on B", b, second, false);
  const oldOnB = await request(b, LOGIN_HEADERS, "POST", "/sys/login", { username, password: PASSWORD });
  rows.push({
    check: "old password signs in on B",
    expected: "refused",
    observed: oldOnB.success ? "accepted" : `refused (${oldOnB.message})`,
    ok: !oldOnB.success,
  });
  const newOnB = await request(b, LOGIN_HEADERS, "POST", "/sys/login", { username, password: NEW_PASSWORD });
  rows.push({
    check: "new password signs in on B",
    expected: "accepted",
    observed: newOnB.success ? "accepted" : `refused (${newOnB.message})`,
    ok: newOnB.success,
  });
  return rows;
}
