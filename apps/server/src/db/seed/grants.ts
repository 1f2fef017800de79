import { PERMISSION_CODES } from "../../http/permission-codes";
import { stableId } from "../../ids";
import { BUSINESS_GRANTS } from "./business-permissions";
import { DENTISTRY_GRANTS } from "./dentistry-permissions";
import { MENU_ID, MENU_PARENT, type MenuKey, menuKeysUnder } from "./menus";
import type { RoleCode } from "./roles";

/** A role's menus: the given rows, everything below the given groups, and every ancestor of them. */
function menusOf(keys: readonly MenuKey[], groups: readonly MenuKey[] = []): string[] {
  const all = new Set<MenuKey>([...keys, ...groups.flatMap(menuKeysUnder)]);
  for (const key of [...all]) {
    for (let parent = MENU_PARENT[key]; parent; parent = MENU_PARENT[parent]) all.add(parent);
  }
  return [...all].flatMap((key) => (MENU_ID[key] ? [MENU_ID[key]] : []));
}

/**
 * Which seeded rows the non-administrator roles hold (the administrator holds every row, see
 * permission-rows.ts). Dentistry staff see only 首页 and the dentistry pages; finance sees orders and
 * claims; clinic staff the business pages; customer service (客服) orders, members, patients, hospitals,
 * work orders and consultations; channel operators (渠道运营) their channel's orders, customers, cards and patients;
 * an insurer's liaison (保险对接) its policies and claims.
 */
export const grants: Record<Exclude<RoleCode, "admin">, readonly string[]> = {
  dentistry: [...menusOf(["home", "dentistryOrder"], ["dentistry"]), ...DENTISTRY_GRANTS],
  clinic: [
    ...menusOf(["home", "userAnnouncement", "accountCenter", "accountSettings"], ["business"]),
    ...BUSINESS_GRANTS.clinic,
  ],
  caiwu: [
    ...menusOf([
      "home",
      "order",
      "insurance",
      "claim",
      "userAnnouncement",
      "accountCenter",
      "accountSettings",
    ]),
    ...BUSINESS_GRANTS.caiwu,
  ],
  service: [
    ...menusOf([
      "home",
      "order",
      "customer",
      "memberCard",
      "patient",
      "hospital",
      "workOrder",
      "videoConsultation",
      "phoneConsultation",
      "healthReport",
      "userAnnouncement",
      "accountCenter",
      "accountSettings",
    ]),
    ...BUSINESS_GRANTS.service,
  ],
  channelOps: [
    ...menusOf([
      "home",
      "order",
      "customer",
      "memberCard",
      "patient",
      "channel",
      "userAnnouncement",
      "accountCenter",
      "accountSettings",
    ]),
    ...BUSINESS_GRANTS.channelOps,
  ],
  insurer: [
    ...menusOf(["home", "insurance", "claim", "userAnnouncement", "accountCenter", "accountSettings"]),
    ...BUSINESS_GRANTS.insurer,
  ],
  test: menusOf(["home", "userAnnouncement"], ["dashboard", "account", "exception", "result"]),
  hr: menusOf(["home", "addressList", "accountCenter", "accountSettings"]),
};

/** Rows every role holds besides its own: the dashboards' figures (首页 and 工作台 read them). */
export const EVERY_ROLE_GRANTS: readonly string[] = [
  stableId(`permission:button:${PERMISSION_CODES.dashboard.view}`),
];
