// Runtime settings of the console, read before the app starts. Edit on the server to retarget or re-brand a
// build: the API base, the system name (sign-in pages, browser tab, header) and the site's ICP filing number.
window.KANYA_CONFIG = {
  apiBase: "/jeecg-boot",
  title: "牙科门店管理系统",
  // A placeholder: replace it with the site's own filing number (备案号), or remove it to show none.
  filingNumber: "京ICP备00000000号",
  filingLink: "https://beian.miit.gov.cn/",
};
