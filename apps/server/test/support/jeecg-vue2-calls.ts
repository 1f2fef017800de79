/*
 * Every API call of JeecgBoot's original Vue 2 front end (`ant-design-vue-jeecg` 3.4.x, in the public
 * jeecgboot/JeecgBoot repository) that its system pages, shell and shared components make, grouped by the
 * file that makes it (paths under `ant-design-vue-jeecg/`). Path variables carry a sample value. Read from
 * the `url: {…}` objects of the views, `src/api/*.js` and the components' getAction/postAction calls.
 *
 * Left out on purpose, as not part of the product the server speaks for: the online form and report
 * designers (`/online/cg*`), code generation, the demo pages (`/test/jeecgDemo`, `/mock/*`), the workflow
 * (`/act/*`, `/process/*`) and the Spring Boot actuator pages (`/actuator/*`, `/sys/actuator/*`).
 */

export interface FrontEndCall {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: string;
  /** The front-end file that makes the call. */
  readonly source: string;
}

const CALLS_BY_SOURCE: Readonly<Record<string, readonly string[]>> = {
  // The shell: sign-in, menu, header, notices, department switch, password change.
  "src/api/login.js": [
    "POST /sys/login",
    "POST /sys/phoneLogin",
    "POST /sys/logout",
    "GET /sys/user/getUserInfo",
    "GET /sys/randomImage/1629428467008",
  ],
  "src/api/api.js": [
    "POST /sys/role/add",
    "PUT /sys/role/edit",
    "GET /sys/role/checkRoleCode",
    "GET /sys/role/queryall",
    "POST /sys/user/add",
    "PUT /sys/user/edit",
    "GET /sys/user/queryUserRole",
    "GET /sys/user/list",
    "PUT /sys/user/frozenBatch",
    "GET /sys/user/checkOnlyUser",
    "PUT /sys/user/changePassword",
    "POST /sys/permission/add",
    "PUT /sys/permission/edit",
    "GET /sys/permission/list",
    "GET /sys/permission/getSystemMenuList",
    "GET /sys/permission/getSystemSubmenu",
    "GET /sys/permission/queryTreeList",
    "GET /sys/role/queryTreeList",
    "GET /sys/permission/queryListAsync",
    "GET /sys/permission/queryRolePermission",
    "POST /sys/permission/saveRolePermission",
    "GET /sys/permission/getUserPermissionByToken",
    "GET /sys/permission/loadAllRoleIds",
    "GET /sys/permission/getPermRuleListByPermId",
    "GET /sys/permission/queryPermissionRule",
    "GET /sys/sysDepart/queryTreeList",
    "GET /sys/sysDepart/queryIdTree",
    "GET /sys/sysDepart/queryParentName",
    "GET /sys/sysDepart/searchBy",
    "DELETE /sys/sysDepart/delete",
    "DELETE /sys/log/delete",
    "DELETE /sys/log/deleteBatch",
    "POST /sys/dict/add",
    "PUT /sys/dict/edit",
    "GET /sys/dict/treeList",
    "POST /sys/dictItem/add",
    "PUT /sys/dictItem/edit",
    "GET /sys/dict/getDictItems/sex",
    "GET /sys/annountCement/doReleaseData",
    "GET /sys/annountCement/doReovkeData",
    "GET /sys/loginfo",
    "GET /sys/visitInfo",
    "GET /sys/user/queryUserByDepId",
    "GET /sys/user/queryUserRoleMap",
    "GET /sys/duplicate/check",
    "GET /sys/category/loadAllData",
    "GET /sys/checkRule/checkByCode",
    "GET /sys/sysAnnouncementSend/getMyAnnouncementSend",
    "GET /sys/common/transitRESTful",
  ],
  "src/store/modules/user.js": ["GET /sys/dict/queryAllDictItems"],
  "src/components/tools/UserMenu.vue": ["GET /sys/user/getCurrentUserDeparts", "PUT /sys/selectDepart"],
  "src/components/tools/UserPassword.vue": ["PUT /sys/user/updatePassword"],
  "src/components/tools/HeaderNotice.vue": [
    "GET /sys/annountCement/listByUser",
    "PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId",
    "PUT /sys/sysAnnouncementSend/readAll",
  ],
  "src/components/tools/ShowAnnouncement.vue": ["GET /sys/annountCement/show/1256486502931722242"],
  "src/views/user/Login.vue": [
    "GET /sys/getEncryptedString",
    "POST /sys/sms",
    "GET /sys/thirdLogin/getLoginUser/x/github",
  ],
  "src/views/user/Register.vue": ["POST /sys/user/register"],
  "src/views/user/alteration/Alteration.vue": [
    "POST /sys/user/phoneVerification",
    "GET /sys/user/passwordChange",
  ],
  "src/views/user/third/JeecgThirdLoginMixin.js": [
    "POST /sys/third/user/create",
    "POST /sys/third/user/checkPassword",
    "POST /sys/thirdLogin/bindingThirdPhone",
  ],
  "src/views/dashboard/IndexChart.vue": ["GET /sys/loginfo", "GET /sys/visitInfo"],
  // Shared components.
  "src/components/jeecg/JUpload.vue": ["POST /sys/common/upload", "GET /sys/common/static/temp/a.txt"],
  "src/components/jeecg/JImageUpload.vue": ["POST /sys/common/upload"],
  "src/components/jeecg/JEditor.vue": ["POST /sys/common/upload"],
  "src/components/jeecg/JCategorySelect.vue": [
    "GET /sys/category/loadTreeRoot",
    "GET /sys/category/loadTreeChildren",
    "GET /sys/category/loadDictItem",
  ],
  "src/components/jeecg/JTreeSelect.vue": [
    "GET /sys/dict/loadTreeData",
    "GET /sys/dict/loadDictItem/sys_user,realname,id",
  ],
  "src/components/dict/JSearchSelectTag.vue": ["GET /sys/dict/loadDict/sys_user,realname,id"],
  "src/components/jeecgbiz/JSelectMultiUser.vue": ["GET /sys/user/getMultiUser"],
  "src/components/jeecgbiz/modal/JSelectUserByDepModal.vue": [
    "GET /sys/user/queryUserComponentData",
    "GET /sys/sysDepart/queryDepartTreeSync",
    "GET /sys/user/getMultiUser",
  ],
  "src/components/jeecgbiz/modal/JSelectDepartModal.vue": [
    "GET /sys/sysDepart/queryDepartTreeSync",
    "GET /sys/sysDepart/queryTreeList",
    "GET /sys/sysDepart/queryByIds",
    "GET /sys/sysDepart/searchBy",
  ],
  "src/components/jeecgbiz/JSelectPosition.vue": ["GET /sys/position/list"],
  "src/components/jeecgbiz/JSelectRole.vue": ["GET /sys/role/list"],
  "src/components/jeecgbiz/JSelectBizComponent/JSelectBizComponentModal.vue": ["GET /sys/sysDepart/list"],
  "src/components/jeecgbiz/thirdApp/JThirdAppButton.vue": [
    "GET /sys/thirdApp/getEnabledType",
    "GET /sys/thirdApp/sync/wechatEnterprise/user/toLocal",
    "GET /sys/thirdApp/sync/wechatEnterprise/user/toApp",
    "GET /sys/thirdApp/sync/dingtalk/user/toLocal",
    "GET /sys/thirdApp/sync/dingtalk/depart/toApp",
  ],
  // System pages.
  "src/views/system/UserList.vue": [
    "GET /sys/user/list",
    "DELETE /sys/user/delete",
    "DELETE /sys/user/deleteBatch",
    "GET /sys/user/exportXls",
    "POST /sys/user/importExcel",
    "PUT /sys/user/frozenBatch",
  ],
  "src/views/system/modules/UserModal.vue": [
    "POST /sys/user/add",
    "PUT /sys/user/edit",
    "GET /sys/user/queryUserRole",
    "GET /sys/user/userDepartList",
    "GET /sys/role/queryall",
    "GET /sys/tenant/queryList",
    "GET /sys/sysDepart/queryIdTree",
    "GET /sys/user/generateUserId",
  ],
  "src/views/system/modules/UserRecycleBinModal.vue": [
    "GET /sys/user/recycleBin",
    "PUT /sys/user/putRecycleBin",
    "DELETE /sys/user/deleteRecycleBin",
  ],
  "src/views/system/modules/PasswordModal.vue": ["PUT /sys/user/changePassword"],
  "src/views/system/modules/SysUserAgentModal.vue": [
    "GET /sys/sysUserAgent/queryByUserName",
    "POST /sys/sysUserAgent/add",
    "PUT /sys/sysUserAgent/edit",
  ],
  "src/views/system/RoleUserList.vue": [
    "GET /sys/role/list",
    "DELETE /sys/role/delete",
    "GET /sys/user/userRoleList",
    "POST /sys/user/addSysUserRole",
    "DELETE /sys/user/deleteUserRole",
    "DELETE /sys/user/deleteUserRoleBatch",
    "GET /sys/role/exportXls",
    "POST /sys/role/importExcel",
  ],
  "src/views/system/RoleList.vue": [
    "GET /sys/role/list",
    "DELETE /sys/role/delete",
    "DELETE /sys/role/deleteBatch",
  ],
  "src/views/system/modules/RoleModal.vue": [
    "POST /sys/role/add",
    "PUT /sys/role/edit",
    "GET /sys/role/checkRoleCode",
  ],
  "src/views/system/modules/RoleIndexModal.vue": [
    "POST /sys/sysRoleIndex/add",
    "PUT /sys/sysRoleIndex/edit",
    "GET /sys/sysRoleIndex/queryByCode",
    "GET /sys/sysRoleIndex/list",
  ],
  "src/views/system/modules/UserRoleModal.vue": [
    "GET /sys/role/queryTreeList",
    "GET /sys/permission/queryRolePermission",
    "POST /sys/permission/saveRolePermission",
  ],
  "src/views/system/modules/RoleDataruleModal.vue": [
    "GET /sys/role/datarule/p1/r1",
    "POST /sys/role/datarule",
  ],
  "src/views/system/modules/SelectUserModal.vue": ["GET /sys/user/list"],
  "src/views/system/NewPermissionList.vue": [
    "GET /sys/permission/list",
    "DELETE /sys/permission/delete",
    "DELETE /sys/permission/deleteBatch",
    "GET /sys/permission/getSystemSubmenuBatch",
  ],
  "src/views/system/modules/PermissionModal.vue": ["POST /sys/permission/add", "PUT /sys/permission/edit"],
  "src/views/system/PermissionDataRuleList.vue": [
    "GET /sys/permission/getPermRuleListByPermId",
    "DELETE /sys/permission/deletePermissionRule",
    "GET /sys/permission/queryPermissionRule",
  ],
  "src/views/system/modules/PermissionDataRuleModal.vue": [
    "POST /sys/permission/addPermissionRule",
    "PUT /sys/permission/editPermissionRule",
  ],
  "src/views/system/DepartList.vue": [
    "GET /sys/sysDepart/queryTreeList",
    "GET /sys/sysDepart/searchBy",
    "DELETE /sys/sysDepart/delete",
    "DELETE /sys/sysDepart/deleteBatch",
    "PUT /sys/sysDepart/edit",
    "GET /sys/sysDepart/exportXls",
    "POST /sys/sysDepart/importExcel",
  ],
  "src/views/system/modules/DepartModal.vue": ["POST /sys/sysDepart/add", "GET /sys/sysDepart/queryIdTree"],
  "src/views/system/modules/DepartAuthModal.vue": [
    "GET /sys/role/queryTreeList",
    "GET /sys/permission/queryDepartPermission",
    "POST /sys/permission/saveDepartPermission",
  ],
  "src/views/system/modules/DepartDataruleModal.vue": [
    "GET /sys/sysDepartPermission/datarule/p1/d1",
    "POST /sys/sysDepartPermission/datarule",
  ],
  "src/views/system/DepartUserList.vue": [
    "GET /sys/sysDepart/queryMyDeptTreeList",
    "GET /sys/sysDepart/searchBy",
  ],
  "src/views/system/modules/DeptUserInfo.vue": [
    "GET /sys/user/departUserList",
    "POST /sys/user/editSysDepartWithUser",
    "DELETE /sys/user/deleteUserInDepart",
    "DELETE /sys/user/deleteUserInDepartBatch",
  ],
  "src/views/system/modules/DeptRoleInfo.vue": [
    "GET /sys/sysDepartRole/list",
    "DELETE /sys/sysDepartRole/delete",
    "DELETE /sys/sysDepartRole/deleteBatch",
  ],
  "src/views/system/modules/SysDepartRoleModal.vue": [
    "POST /sys/sysDepartRole/add",
    "PUT /sys/sysDepartRole/edit",
  ],
  "src/views/system/modules/DeptRoleAuthModal.vue": [
    "GET /sys/sysDepartPermission/queryTreeListForDeptRole",
    "GET /sys/sysDepartPermission/queryDeptRolePermission",
    "POST /sys/sysDepartPermission/saveDeptRolePermission",
  ],
  "src/views/system/modules/DeptRoleDataruleModal.vue": [
    "GET /sys/sysDepartRole/datarule/p1/d1/r1",
    "POST /sys/sysDepartRole/datarule",
  ],
  "src/views/system/modules/DeptRoleUserModal.vue": [
    "GET /sys/sysDepartRole/getDeptRoleList",
    "GET /sys/sysDepartRole/getDeptRoleByUserId",
    "POST /sys/sysDepartRole/deptRoleUserAdd",
  ],
  "src/views/system/modules/AddressListLeft.vue": ["GET /sys/sysDepart/queryTreeList"],
  "src/views/system/modules/AddressListRight.vue": [
    "GET /sys/user/queryByOrgCodeForAddressList",
    "GET /sys/position/list",
  ],
  "src/views/system/SysPositionList.vue": [
    "GET /sys/position/list",
    "DELETE /sys/position/delete",
    "DELETE /sys/position/deleteBatch",
    "GET /sys/position/exportXls",
    "POST /sys/position/importExcel",
  ],
  "src/views/system/modules/SysPositionModal.vue": ["POST /sys/position/add", "PUT /sys/position/edit"],
  "src/views/system/TenantList.vue": [
    "GET /sys/tenant/list",
    "DELETE /sys/tenant/delete",
    "DELETE /sys/tenant/deleteBatch",
  ],
  "src/views/system/modules/TenantForm.vue": [
    "POST /sys/tenant/add",
    "PUT /sys/tenant/edit",
    "GET /sys/tenant/queryById",
  ],
  "src/views/system/DictList.vue": [
    "GET /sys/dict/list",
    "DELETE /sys/dict/delete",
    "DELETE /sys/dict/deleteBatch",
    "GET /sys/dict/exportXls",
    "POST /sys/dict/importExcel",
    "GET /sys/dict/refleshCache",
    "GET /sys/dict/queryAllDictItems",
  ],
  "src/views/system/DictDeleteList.vue": [
    "GET /sys/dict/deleteList",
    "DELETE /sys/dict/deletePhysic/d1",
    "PUT /sys/dict/back/d1",
  ],
  "src/views/system/DictItemList.vue": [
    "GET /sys/dictItem/list",
    "DELETE /sys/dictItem/delete",
    "DELETE /sys/dictItem/deleteBatch",
  ],
  "src/views/system/modules/DictItemModal.vue": [
    "POST /sys/dictItem/add",
    "PUT /sys/dictItem/edit",
    "GET /sys/dictItem/dictItemCheck",
  ],
  "src/views/system/SysCategoryList.vue": [
    "GET /sys/category/rootList",
    "GET /sys/category/childList",
    "GET /sys/category/getChildListBatch",
    "DELETE /sys/category/delete",
    "DELETE /sys/category/deleteBatch",
    "GET /sys/category/exportXls",
    "POST /sys/category/importExcel",
  ],
  "src/views/system/modules/SysCategoryModal.vue": [
    "POST /sys/category/add",
    "PUT /sys/category/edit",
    "GET /sys/category/checkCode",
    "GET /sys/category/loadTreeRoot",
  ],
  "src/views/system/SysAnnouncementList.vue": [
    "GET /sys/annountCement/list",
    "DELETE /sys/annountCement/delete",
    "DELETE /sys/annountCement/deleteBatch",
    "GET /sys/annountCement/doReleaseData",
    "GET /sys/annountCement/doReovkeData",
    "GET /sys/annountCement/exportXls",
    "POST /sys/annountCement/importExcel",
    "GET /sys/annountCement/syncNotic",
  ],
  "src/views/system/modules/SysAnnouncementModal.vue": [
    "POST /sys/annountCement/add",
    "PUT /sys/annountCement/edit",
    "GET /sys/user/queryByIds",
  ],
  "src/views/system/UserAnnouncementList.vue": [
    "GET /sys/sysAnnouncementSend/getMyAnnouncementSend",
    "PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId",
    "PUT /sys/sysAnnouncementSend/readAll",
  ],
  "src/views/system/SysCheckRuleList.vue": [
    "GET /sys/checkRule/list",
    "DELETE /sys/checkRule/delete",
    "DELETE /sys/checkRule/deleteBatch",
    "GET /sys/checkRule/exportXls",
    "POST /sys/checkRule/importExcel",
  ],
  "src/views/system/modules/SysCheckRuleModal.vue": ["POST /sys/checkRule/add", "PUT /sys/checkRule/edit"],
  "src/views/system/SysFillRuleList.vue": [
    "GET /sys/fillRule/list",
    "DELETE /sys/fillRule/delete",
    "DELETE /sys/fillRule/deleteBatch",
    "GET /sys/fillRule/exportXls",
    "POST /sys/fillRule/importExcel",
    "GET /sys/fillRule/testFillRule",
  ],
  "src/views/system/modules/SysFillRuleModal.vue": ["POST /sys/fillRule/add", "PUT /sys/fillRule/edit"],
  "src/views/system/SysDataSourceList.vue": [
    "GET /sys/dataSource/list",
    "DELETE /sys/dataSource/delete",
    "DELETE /sys/dataSource/deleteBatch",
    "GET /sys/dataSource/exportXls",
    "POST /sys/dataSource/importExcel",
  ],
  "src/views/system/modules/SysDataSourceModal.vue": [
    "POST /sys/dataSource/add",
    "PUT /sys/dataSource/edit",
    "GET /sys/dataSource/queryById",
  ],
  "src/views/system/SysGatewayRouteList.vue": [
    "GET /sys/gatewayRoute/list",
    "DELETE /sys/gatewayRoute/delete",
    "GET /sys/gatewayRoute/clearRedis",
  ],
  "src/views/system/modules/GateWayRouteModal.vue": ["POST /sys/gatewayRoute/updateAll"],
  "src/views/system/QuartzJobList.vue": [
    "GET /sys/quartzJob/list",
    "DELETE /sys/quartzJob/delete",
    "DELETE /sys/quartzJob/deleteBatch",
    "GET /sys/quartzJob/pause",
    "GET /sys/quartzJob/resume",
    "GET /sys/quartzJob/execute",
    "GET /sys/quartzJob/exportXls",
    "POST /sys/quartzJob/importExcel",
  ],
  "src/views/system/modules/QuartzJobModal.vue": ["POST /sys/quartzJob/add", "PUT /sys/quartzJob/edit"],
  "src/views/system/SysUserOnlineList.vue": ["GET /sys/online/list", "POST /sys/online/forceLogout"],
  "src/views/system/LogList.vue": ["GET /sys/log/list", "DELETE /sys/log/deleteBatch"],
  "src/views/system/DataLogList.vue": ["GET /sys/dataLog/list"],
  "src/views/system/modules/DataLogModal.vue": ["GET /sys/dataLog/queryDataVerList"],
  "src/views/system/modules/DataLogCompareModal.vue": ["GET /sys/dataLog/queryCompareList"],
  "src/views/modules/message/SysMessageList.vue": [
    "GET /sys/message/sysMessage/list",
    "DELETE /sys/message/sysMessage/delete",
    "DELETE /sys/message/sysMessage/deleteBatch",
    "GET /sys/message/sysMessage/exportXls",
    "POST /sys/message/sysMessage/importExcel",
  ],
  "src/views/modules/message/modules/SysMessageModal.vue": [
    "POST /sys/message/sysMessage/add",
    "PUT /sys/message/sysMessage/edit",
  ],
  "src/views/modules/message/SysMessageTemplateList.vue": [
    "GET /sys/message/sysMessageTemplate/list",
    "DELETE /sys/message/sysMessageTemplate/delete",
    "DELETE /sys/message/sysMessageTemplate/deleteBatch",
    "GET /sys/message/sysMessageTemplate/exportXls",
    "POST /sys/message/sysMessageTemplate/importExcel",
  ],
  "src/views/modules/message/modules/SysMessageTemplateModal.vue": [
    "POST /sys/message/sysMessageTemplate/add",
    "PUT /sys/message/sysMessageTemplate/edit",
  ],
  "src/views/modules/message/modules/SysMessageTestModal.vue": [
    "POST /sys/message/sysMessageTemplate/sendMsg",
  ],
  "src/views/modules/oss/OSSFileList.vue": [
    "GET /sys/oss/file/list",
    "POST /sys/oss/file/upload",
    "DELETE /sys/oss/file/delete",
  ],
  "src/views/jeecg/JeecgComponentDemo.vue (minio upload of JUpload)": ["POST /sys/upload/uploadMinio"],
};

/** The calls, one per method and path (several files make the same call; the first is named). */
export const JEECG_VUE2_CALLS: readonly FrontEndCall[] = (() => {
  const seen = new Map<string, FrontEndCall>();
  for (const [source, calls] of Object.entries(CALLS_BY_SOURCE)) {
    for (const call of calls) {
      const [method, path] = call.split(" ") as [FrontEndCall["method"], string];
      const key = `${method} ${path}`;
      if (!seen.has(key)) seen.set(key, { method, path, source });
    }
  }
  return [...seen.values()];
})();
