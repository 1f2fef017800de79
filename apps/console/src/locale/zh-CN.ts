/** The console's texts in Simplified Chinese, the default language. Keys are grouped by screen. */
export const zhCN = {
  "app.name": "牙科门店管理系统",
  "app.subtitle": "综合业务管理系统",
  "app.copyright": "Copyright © 2022 {name}",
  "app.loading": "加载中…",

  "login.heading": "账户密码登录",
  "login.username": "用户名",
  "login.password": "密码",
  "login.usernamePlaceholder": "请输入用户名",
  "login.passwordPlaceholder": "请输入密码",
  "login.usernameRequired": "请输入用户名",
  "login.passwordRequired": "请输入密码",
  "login.submit": "登录",
  "login.failed": "登录失败",

  "error.unauthorized": "未授权，请重新登录",
  "error.timeout": "网络超时",
  "error.network": "无法连接服务器，请稍后再试",
  "error.emptyMenu": "getPermissionList: permissions must be a non-null array !",
  "error.moduleNotFound": "Cannot find module '{path}'",
  "error.moduleNotFoundCode": "MODULE_NOT_FOUND",
  "error.pageFailed": "页面加载失败",

  "menu.home": "首页",
  "layout.mainMenu": "主菜单",
  "layout.breadcrumb": "当前位置",
  "layout.collapseMenu": "收起菜单",
  "layout.expandMenu": "展开菜单",
  "layout.openMenu": "打开菜单",
  "layout.closeMenu": "关闭菜单",
  "layout.userMenu": "用户菜单",

  "greeting.morning": "早上好",
  "greeting.forenoon": "上午好",
  "greeting.noon": "中午好",
  "greeting.afternoon": "下午好",
  "greeting.evening": "晚上好",
  "header.welcome": "欢迎您，{realname}",
  "header.signOut": "退出登录",

  "home.greeting": "{greeting}，{realname}",
  "home.intro": "欢迎使用{system}。请从左侧菜单选择要处理的业务。",
  "home.profile": "账号信息",
  "home.account": "账号",
  "home.realname": "姓名",
  "home.department": "所属部门",
  "home.tenant": "所属租户",
  "home.workNo": "工号",
  "home.none": "无",

  "dentistry.orders": "订单列表",
  "dentistry.intro": "欢迎使用牙科门店管理系统，{realname}。",
  "dentistry.ordersNotYet": "订单列表尚未开放，将在后续版本中提供",

  "notFound.heading": "404",
  "notFound.message": "抱歉，您访问的页面不存在",
  "notFound.back": "返回首页",

  "view.notBuilt": "功能建设中",
  "view.notBuiltDetail": "「{title}」正在建设中，将在后续版本中提供",

  "route.myAnnouncements": "我的消息",
  "testHome.title": "测试页",
  "testHome.body": "{realname}，这是路由表中的测试页（/test/home）。",

  "result.successTitle": "提交成功",
  "result.successDetail": "提交结果页用于反馈一系列操作任务的处理结果。",
  "result.errorTitle": "提交失败",
  "result.errorDetail": "请核对并修改信息后，再重新提交。",
  "result.errorBack": "返回修改",
} as const;

export type TextKey = keyof typeof zhCN;
