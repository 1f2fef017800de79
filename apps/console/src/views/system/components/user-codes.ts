/** The user pages' codes beyond the resource's own (the server's permission catalog, JeecgBoot 3.7's names). */
export const USER_CODES = {
  frozen: "system:user:frozenBatch",
  changePassword: "system:user:changepwd",
  recycleBin: "system:user:recycleBin",
  restore: "system:user:putRecycleBin",
  deleteForGood: "system:user:deleteRecycleBin",
  onlineList: "system:online:list",
  forceLogout: "system:online:forceLogout",
} as const;
