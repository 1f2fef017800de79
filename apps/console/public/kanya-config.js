// Runtime settings of the console, read before the app starts. Edit on the server to retarget a build.
window.KANYA_CONFIG = {
  apiBase: "/jeecg-boot",
};
