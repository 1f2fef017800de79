import type { Insertable } from "kysely";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type { SysPermissionTable } from "../schema";

/*
 * The console's menu: one entry for every view family of the product spec (§2), with JeecgBoot's Vue 2
 * urls and components where JeecgBoot has the view (reference/jeecg-api.md §12), Chinese titles and
 * Ant Design icon names as JeecgBoot's own menus carry them (the console draws them with lucide), so one menu
 * serves both JeecgBoot's front end and Kanya's console. JeecgBoot's data-rule drawer (PermissionDataRuleList)
 * opens from 菜单管理 and is not a page of its own. Ids are stable: JeecgBoot's own for its rows, otherwise
 * derived from the url, so every database gets the same ids and later versions can add rows to existing
 * databases.
 */

interface MenuNode {
  key: string;
  name: string;
  url: string;
  component: string;
  icon: string;
  /** JeecgBoot's id for its own rows; otherwise stableId("permission:" + url). */
  id?: string;
  hidden?: boolean;
  ruleFlag?: boolean;
  children?: MenuNode[];
}

const ROUTE_VIEW = "layouts/RouteView";

const MENU_TREE: MenuNode[] = [
  {
    key: "home",
    id: "9502685863ab87f0ad1134142788a385",
    name: "首页",
    url: "/dashboard/analysis",
    component: "dashboard/Analysis",
    icon: "home",
  },
  // The landing page of dentistry staff (CK: work numbers), at the top level where their console expects it.
  {
    key: "dentistryOrder",
    name: "牙科订单",
    url: "/service/dentistryorderView",
    component: "service/DentistryOrderView",
    icon: "snippets",
  },
  {
    key: "dentistry",
    name: "牙科门店",
    url: "/service",
    component: ROUTE_VIEW,
    icon: "smile",
    children: [
      {
        key: "dentistryAppointment",
        name: "预约挂号",
        url: "/service/dentistryAppointment",
        component: "service/DentistryAppointmentList",
        icon: "calendar",
      },
      {
        key: "dentistryPatient",
        name: "牙科患者",
        url: "/service/dentistryPatient",
        component: "service/DentistryPatientList",
        icon: "contacts",
      },
      {
        key: "dentistryDoctor",
        name: "医生排班",
        url: "/service/dentistryDoctor",
        component: "service/DentistryDoctorList",
        icon: "schedule",
      },
      {
        key: "dentistryStore",
        name: "门店管理",
        url: "/service/dentistryStore",
        component: "service/DentistryStoreList",
        icon: "shop",
      },
    ],
  },
  {
    key: "business",
    name: "业务管理",
    url: "/business",
    component: ROUTE_VIEW,
    icon: "medicine-box",
    children: [
      {
        key: "order",
        name: "医疗订单",
        url: "/business/order",
        component: "business/OrderList",
        icon: "shopping-cart",
        ruleFlag: true,
      },
      {
        key: "insurance",
        name: "保险管理",
        url: "/business/insurance",
        component: "business/InsuranceList",
        icon: "safety",
      },
      {
        key: "claim",
        name: "理赔管理",
        url: "/business/claim",
        component: "business/ClaimList",
        icon: "file-text",
      },
      {
        key: "memberCard",
        name: "会员卡管理",
        url: "/business/memberCard",
        component: "business/MemberCardList",
        icon: "credit-card",
      },
      {
        key: "channel",
        name: "渠道管理",
        url: "/business/channel",
        component: "business/ChannelList",
        icon: "branches",
      },
      {
        key: "workOrder",
        name: "工单管理",
        url: "/business/workOrder",
        component: "business/WorkOrderList",
        icon: "ordered-list",
      },
      {
        key: "customer",
        name: "客户管理",
        url: "/business/customer",
        component: "business/CustomerList",
        icon: "solution",
      },
      {
        key: "patient",
        name: "患者管理",
        url: "/business/patient",
        component: "business/PatientList",
        icon: "heart",
      },
      {
        key: "videoConsultation",
        name: "视频问诊",
        url: "/business/videoConsultation",
        component: "business/VideoConsultationList",
        icon: "video-camera",
      },
      {
        key: "phoneConsultation",
        name: "电话问诊",
        url: "/business/phoneConsultation",
        component: "business/PhoneConsultationList",
        icon: "phone",
      },
      {
        key: "hospital",
        name: "医院数据",
        url: "/business/hospital",
        component: "business/HospitalList",
        icon: "bank",
      },
      {
        key: "healthReport",
        name: "健康报告",
        url: "/business/healthReport",
        component: "business/HealthReportList",
        icon: "file-done",
      },
    ],
  },
  {
    key: "dashboard",
    name: "仪表盘",
    url: "/dashboard",
    component: ROUTE_VIEW,
    icon: "dashboard",
    // The analysis dashboard is 首页 (/dashboard/analysis) itself; a second row with its url would clash.
    children: [
      {
        key: "monitorPage",
        name: "监控页",
        url: "/dashboard/monitor",
        component: "dashboard/Monitor",
        icon: "line-chart",
      },
      {
        key: "workplace",
        name: "工作台",
        url: "/dashboard/workplace",
        component: "dashboard/Workplace",
        icon: "appstore",
      },
      {
        key: "chartGallery",
        name: "图表示例",
        url: "/dashboard/charts",
        component: "dashboard/ChartGallery",
        icon: "bar-chart",
      },
    ],
  },
  {
    key: "message",
    name: "消息中心",
    url: "/message",
    component: ROUTE_VIEW,
    icon: "message",
    children: [
      {
        key: "sysMessage",
        name: "消息管理",
        url: "/modules/message/sysMessageList",
        component: "modules/message/SysMessageList",
        icon: "mail",
      },
      {
        key: "messageTemplate",
        name: "消息模板管理",
        url: "/modules/message/sysMessageTemplateList",
        component: "modules/message/SysMessageTemplateList",
        icon: "layout",
      },
      // Where the notice bell leads.
      {
        key: "userAnnouncement",
        name: "我的消息",
        url: "/isps/userAnnouncement",
        component: "system/UserAnnouncementList",
        icon: "bell",
      },
    ],
  },
  {
    key: "system",
    id: "d7d6e2e4e2934f2c9385a623fd98c6f3",
    name: "系统管理",
    url: "/isystem",
    component: ROUTE_VIEW,
    icon: "setting",
    children: [
      {
        key: "user",
        id: "3f915b2769fc80648e92d04e84ca059d",
        name: "用户管理",
        url: "/isystem/user",
        component: "system/UserList",
        icon: "user",
      },
      {
        key: "role",
        id: "190c2b43bec6a5f7a4194a85db67d96a",
        name: "角色管理",
        url: "/isystem/roleUserList",
        component: "system/RoleUserList",
        icon: "team",
      },
      {
        key: "permission",
        id: "54dd5457a3190740005c1bfec55b1c34",
        name: "菜单管理",
        url: "/isystem/newPermissionList",
        component: "system/NewPermissionList",
        icon: "bars",
      },
      {
        key: "depart",
        id: "45c966826eeff4c99b8f8ebfe74511fc",
        name: "部门管理",
        url: "/isystem/depart",
        component: "system/DepartList",
        icon: "apartment",
      },
      {
        key: "departUser",
        name: "我的部门",
        url: "/isystem/departUserList",
        component: "system/DepartUserList",
        icon: "cluster",
      },
      {
        key: "position",
        name: "职务管理",
        url: "/isystem/position",
        component: "system/SysPositionList",
        icon: "idcard",
      },
      {
        key: "tenant",
        name: "租户管理",
        url: "/isys/tenant",
        component: "system/TenantList",
        icon: "cloud-server",
      },
      {
        key: "dict",
        id: "58857ff846e61794c69208e9d3a85466",
        name: "数据字典",
        url: "/isystem/dict",
        component: "system/DictList",
        icon: "book",
      },
      {
        key: "category",
        name: "分类字典",
        url: "/isys/category",
        component: "system/SysCategoryList",
        icon: "folder-open",
      },
      {
        key: "announcement",
        name: "系统通告",
        url: "/isystem/annountCement",
        component: "system/SysAnnouncementList",
        icon: "notification",
      },
      {
        key: "addressList",
        name: "通讯录",
        url: "/isystem/addressList",
        component: "system/AddressList",
        icon: "contacts",
      },
      {
        key: "recycleBin",
        name: "用户回收站",
        url: "/isystem/recycleBin",
        component: "system/UserRecycleBinList",
        icon: "delete",
      },
      {
        key: "checkRule",
        name: "校验规则",
        url: "/isys/checkRule",
        component: "system/SysCheckRuleList",
        icon: "file-done",
      },
      {
        key: "fillRule",
        name: "填值规则",
        url: "/isys/fillRule",
        component: "system/SysFillRuleList",
        icon: "edit",
      },
      {
        key: "dataSource",
        name: "多数据源管理",
        url: "/isys/dataSource",
        component: "system/SysDataSourceList",
        icon: "database",
      },
      {
        key: "ossFile",
        name: "对象存储",
        url: "/oss/file",
        component: "modules/oss/OSSFileList",
        icon: "cloud-upload",
      },
      // JeecgBoot's report designer (在线报表配置); its reports open at /online/cgreport/{code}.
      {
        key: "reportDesigner",
        name: "报表设计",
        url: "/online/cgreport",
        component: "modules/online/cgreport/OnlCgreportHeadList",
        icon: "table",
      },
    ],
  },
  {
    key: "monitor",
    name: "系统监控",
    url: "/dashboard3",
    component: ROUTE_VIEW,
    icon: "monitor",
    children: [
      {
        key: "gatewayRoute",
        name: "网关路由",
        url: "/isystem/gatewayroute",
        component: "system/SysGatewayRouteList",
        icon: "api",
      },
      {
        key: "quartzJob",
        name: "定时任务",
        url: "/isystem/QuartzJobList",
        component: "system/QuartzJobList",
        icon: "clock-circle",
      },
      { key: "log", name: "系统日志", url: "/isystem/log", component: "system/LogList", icon: "file-search" },
      {
        key: "online",
        name: "在线用户",
        url: "/isystem/online",
        component: "system/SysUserOnlineList",
        icon: "usergroup",
      },
      {
        key: "onlineReport",
        name: "在线报表",
        url: `/online/cgreport/${stableId("onl_cgreport:user_report")}`,
        component: "modules/online/cgreport/auto/OnlCgreportAutoList",
        icon: "table",
      },
      {
        key: "dataLog",
        name: "数据日志",
        url: "/sys/dataLog-list",
        component: "system/DataLogList",
        icon: "history",
      },
      {
        key: "performance",
        name: "性能监控",
        url: "/monitor",
        component: ROUTE_VIEW,
        icon: "bar-chart",
        children: [
          {
            key: "systemInfo",
            name: "服务器信息",
            url: "/monitor/SystemInfo",
            component: "modules/monitor/SystemInfo",
            icon: "info-circle",
          },
          {
            key: "jvmInfo",
            name: "JVM信息",
            url: "/monitor/JvmInfo",
            component: "modules/monitor/JvmInfo",
            icon: "rocket",
          },
          {
            key: "tomcatInfo",
            name: "Tomcat信息",
            url: "/monitor/TomcatInfo",
            component: "modules/monitor/TomcatInfo",
            icon: "cloud",
          },
          {
            key: "redisInfo",
            name: "Redis监控",
            url: "/monitor/redis/info",
            component: "modules/monitor/RedisInfo",
            icon: "thunderbolt",
          },
          {
            key: "redisTerminal",
            name: "Redis终端",
            url: "/monitor/redisTerminal",
            component: "modules/monitor/RedisTerminal",
            icon: "code",
          },
          {
            key: "disk",
            name: "磁盘监控",
            url: "/monitor/Disk",
            component: "modules/monitor/DiskMonitoring",
            icon: "hdd",
          },
          {
            key: "httpTrace",
            name: "请求追踪",
            url: "/monitor/HttpTrace",
            component: "modules/monitor/HttpTrace",
            icon: "link",
          },
        ],
      },
    ],
  },
  {
    key: "account",
    name: "个人页",
    url: "/account",
    component: ROUTE_VIEW,
    icon: "user",
    // Reached from the user dropdown, not the side menu.
    hidden: true,
    children: [
      {
        key: "accountCenter",
        name: "个人中心",
        url: "/account/center",
        component: "account/center/Index",
        icon: "profile",
      },
      {
        key: "accountSettings",
        name: "个人设置",
        url: "/account/settings/base",
        component: "account/settings/Index",
        icon: "tool",
      },
    ],
  },
  {
    key: "exception",
    name: "异常页",
    url: "/exception",
    component: ROUTE_VIEW,
    icon: "warning",
    children: [
      { key: "exception403", name: "403", url: "/exception/403", component: "exception/403", icon: "lock" },
      {
        key: "exception404",
        name: "404",
        url: "/exception/404",
        component: "exception/404",
        icon: "question-circle",
      },
      {
        key: "exception500",
        name: "500",
        url: "/exception/500",
        component: "exception/500",
        icon: "close-circle",
      },
    ],
  },
  {
    key: "result",
    name: "结果页",
    url: "/result",
    component: ROUTE_VIEW,
    icon: "check-circle",
    children: [
      {
        key: "resultSuccess",
        name: "成功",
        url: "/result/success",
        component: "result/Success",
        icon: "check-circle",
      },
      {
        key: "resultFail",
        name: "失败",
        url: "/result/fail",
        component: "result/Error",
        icon: "close-circle",
      },
    ],
  },
];

const CREATED = parseGmt8("2018-12-25 20:34:38");

export type MenuKey = string;

/** Every menu row's id by key. */
export const MENU_ID: Readonly<Record<MenuKey, string>> = Object.fromEntries(
  flatten(MENU_TREE).map(({ node }) => [node.key, menuIdOf(node)]),
);

/** The parent key of each menu row (top-level rows are absent). */
export const MENU_PARENT: Readonly<Record<MenuKey, MenuKey>> = Object.fromEntries(
  flatten(MENU_TREE).flatMap(({ node, parent }) => (parent ? [[node.key, parent.key]] : [])),
);

/** The keys of a menu and every row below it. */
export function menuKeysUnder(key: MenuKey): MenuKey[] {
  const start = flatten(MENU_TREE).find(({ node }) => node.key === key)?.node;
  return start ? flatten([start]).map(({ node }) => node.key) : [];
}

/** The menu rows (menu_type 0 at the top, 1 below), in tree order. */
export const menuRows: Insertable<SysPermissionTable>[] = flatten(MENU_TREE).map(
  ({ node, parent, index }) => ({
    id: menuIdOf(node),
    parent_id: parent ? menuIdOf(parent) : null,
    name: node.name,
    url: node.url,
    component: node.component,
    menu_type: parent ? 1 : 0,
    perms_type: "1",
    sort_no: index,
    always_show: 0,
    icon: node.icon,
    is_route: 1,
    is_leaf: node.children?.length ? 0 : 1,
    keep_alive: 0,
    hidden: node.hidden ? 1 : 0,
    hide_tab: 0,
    status: "1",
    del_flag: 0,
    rule_flag: node.ruleFlag ? 1 : 0,
    internal_or_external: 0,
    create_by: "admin",
    create_time: CREATED,
  }),
);

/** JeecgBoot's Vue 2 button rows (its v-has codes), kept beside the catalog's API codes. */
export const legacyButtonRows: Insertable<SysPermissionTable>[] = [
  legacyButton(stableId("permission:user:add"), "添加按钮", "user:add", 1),
  legacyButton(stableId("permission:user:edit"), "用户编辑", "user:edit", 2),
];

function legacyButton(
  id: string,
  name: string,
  perms: string,
  sortNo: number,
): Insertable<SysPermissionTable> {
  return {
    id,
    parent_id: MENU_ID.user ?? null,
    name,
    menu_type: 2,
    perms,
    perms_type: "1",
    sort_no: sortNo,
    is_route: 0,
    is_leaf: 1,
    status: "1",
    del_flag: 0,
    rule_flag: 0,
    create_by: "admin",
    create_time: CREATED,
  };
}

function menuIdOf(node: MenuNode): string {
  return node.id ?? stableId(`permission:${node.url}`);
}

function flatten(
  nodes: readonly MenuNode[],
  parent?: MenuNode,
): { node: MenuNode; parent: MenuNode | undefined; index: number }[] {
  return nodes.flatMap((node, index) => [{ node, parent, index }, ...flatten(node.children ?? [], node)]);
}
