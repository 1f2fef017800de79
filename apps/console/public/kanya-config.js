// Runtime settings of the console, read before the app starts: edit this file on the server to point one build at
// another server (Kanya's or a real JeecgBoot) or to re-brand it; no rebuild needed.
window.KANYA_CONFIG = {
  // Where the API lives (JeecgBoot's context path).
  apiBase: "/jeecg-boot",
  // JeecgBoot's X-Sign secret (jeecg.signatureSecret); leave unset for JeecgBoot's public default.
  // signatureSecret: "dd05f1c54d63749eda95f9fa6d49v442a",
  // Where uploaded files are served; default <apiBase>/sys/common/static.
  // staticDomain: "https://files.example.com/jeecg-boot/sys/common/static",
  // Image captcha at sign-in: "auto" (once the server asks for it), "always" or "never".
  loginCaptcha: "auto",
  // The system name (sign-in pages, browser tab, header).
  title: "牙科门店管理系统",
  // A placeholder: replace it with the site's own filing number (备案号), or remove it to show none.
  filingNumber: "京ICP备00000000号",
  filingLink: "https://beian.miit.gov.cn/",
};
