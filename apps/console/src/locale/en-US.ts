import type { TextKey } from "./zh-CN";

/** The console's texts in US English. Messages the product shows in English stay identical. */
export const enUS: Record<TextKey, string> = {
  "app.name": "Dental store management system",
  "app.subtitle": "Comprehensive business management system",
  "app.copyright": "Copyright © 2022 {name}",
  "app.loading": "Loading…",

  "login.heading": "Sign in with your account",
  "login.username": "Username",
  "login.password": "Password",
  "login.usernamePlaceholder": "Enter your username",
  "login.passwordPlaceholder": "Enter your password",
  "login.usernameRequired": "Please enter your username",
  "login.passwordRequired": "Please enter your password",
  "login.submit": "Sign in",
  "login.failed": "Sign-in failed",

  "error.unauthorized": "Not authorized, please sign in again",
  "error.timeout": "The network timed out",
  "error.network": "Cannot reach the server, please try again later",
  "error.emptyMenu": "getPermissionList: permissions must be a non-null array !",
  "error.moduleNotFound": "Cannot find module '{path}'",
  "error.moduleNotFoundCode": "MODULE_NOT_FOUND",
  "error.pageFailed": "The page failed to load",

  "menu.home": "Home",
  "layout.mainMenu": "Main menu",
  "layout.breadcrumb": "Breadcrumb",
  "layout.collapseMenu": "Collapse menu",
  "layout.expandMenu": "Expand menu",
  "layout.openMenu": "Open menu",
  "layout.closeMenu": "Close menu",
  "layout.userMenu": "User menu",

  "greeting.morning": "Good morning",
  "greeting.forenoon": "Good morning",
  "greeting.noon": "Good day",
  "greeting.afternoon": "Good afternoon",
  "greeting.evening": "Good evening",
  "header.welcome": "Welcome, {realname}",
  "header.signOut": "Sign out",

  "home.greeting": "{greeting}, {realname}",
  "home.intro": "Welcome to {system}. Choose a task from the menu on the left.",
  "home.profile": "Account",
  "home.account": "Username",
  "home.realname": "Name",
  "home.department": "Department",
  "home.tenant": "Tenant",
  "home.workNo": "Work number",
  "home.none": "None",

  "dentistry.orders": "Orders",
  "dentistry.intro": "Welcome to the dental store management system, {realname}.",
  "dentistry.ordersNotYet": "The order list is not available yet; it comes with a later version",

  "notFound.heading": "404",
  "notFound.message": "Sorry, the page you visited does not exist",
  "notFound.back": "Back to home",

  "view.notBuilt": "Under construction",
  "view.notBuiltDetail": "“{title}” is under construction and comes with a later version",

  "route.myAnnouncements": "My messages",
  "testHome.title": "Test page",
  "testHome.body": "{realname}, this is the route table's test page (/test/home).",

  "result.successTitle": "Submitted",
  "result.successDetail": "The result page reports the outcome of a series of tasks.",
  "result.errorTitle": "Submission failed",
  "result.errorDetail": "Please check and correct the information, then submit again.",
  "result.errorBack": "Back to edit",
};
