import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { excelRoutes } from "../http/excel";
import type { RouteSpec } from "../http/routes";
import type { FileStorage } from "../storage/file-storage";
import { announcementExcel } from "./announcement/excel";
import { announcementRoutes } from "./announcement/routes";
import { createAnnouncementService } from "./announcement/service";
import { categoryExcel } from "./category/excel";
import { categoryRoutes } from "./category/routes";
import { createCategoryService } from "./category/service";
import { checkRuleRoutes } from "./check-rule/routes";
import { dataSourceRoutes } from "./data-source/routes";
import { dictManagementRoutes } from "./dict/routes";
import type { DictService } from "./dict/service";
import { duplicateCheckRoutes } from "./duplicate-check/routes";
import { fileRoutes } from "./files/routes";
import { fillRuleRoutes } from "./fill-rule/routes";
import { gatewayRouteRoutes } from "./gateway-route/routes";
import { createLoggingMessageSender, type MessageSender } from "./message/message-sender";
import { messageRoutes } from "./message/routes";
import type { NoticeBus } from "./notice/notice-bus";
import { quartzJobRoutes } from "./quartz-job/routes";

export interface SystemCommonDeps {
  db: Kysely<Database>;
  dicts: DictService;
  storage: FileStorage;
  notices: NoticeBus;
  clock: () => Date;
  log: (line: string) => void;
  /** Whether a user holds a permission code (announcement details for managers). */
  hasPermission: (userId: string, code: string) => Promise<boolean>;
  /** Sends template messages; default: recorded in sys_sms and the log, system messages delivered in-app. */
  messageSender?: MessageSender;
}

/**
 * The routes of migration 0006's families: dictionary management, categories, announcements and read
 * marks, messages and templates, uploads and static files, duplicate checks, check and fill rules, data
 * sources, gateway routes and scheduled-job records.
 */
export function systemCommonRoutes(deps: SystemCommonDeps): RouteSpec[] {
  const { db, clock, log } = deps;
  const announcements = createAnnouncementService({ db, notices: deps.notices, clock, log });
  const sender = deps.messageSender ?? createLoggingMessageSender({ db, announcements, clock, log });
  const categories = createCategoryService(db, clock);
  // Imports write their failed-rows report to storage.
  const importDeps = { storage: deps.storage, clock, log };
  return [
    ...dictManagementRoutes(deps.dicts, { db, clock, importDeps }),
    ...categoryRoutes(db, categories),
    ...excelRoutes(db, categoryExcel(db, categories), () => importDeps),
    ...announcementRoutes({ db, announcements, hasPermission: deps.hasPermission }),
    ...excelRoutes(db, announcementExcel(announcements), () => importDeps),
    ...messageRoutes({ db, sender, clock, importDeps }),
    ...fileRoutes({ storage: deps.storage, clock }),
    ...duplicateCheckRoutes(db),
    ...checkRuleRoutes(db, importDeps),
    ...fillRuleRoutes(db, importDeps),
    ...dataSourceRoutes(db, importDeps),
    ...gatewayRouteRoutes(db, importDeps),
    ...quartzJobRoutes(db, importDeps),
  ];
}
