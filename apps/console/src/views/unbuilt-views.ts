/**
 * Views a JeecgBoot menu names that this console does not have yet (every view the seed names is built; a
 * real JeecgBoot's 在线表单 entry is not). Each renders the 功能建设中 page rather than an error, so such a
 * menu never leads to a crash; MenuView.test shows it. When a view is built, its file goes under
 * `src/views/` and its line here goes away (a test fails while a built view is still listed).
 */
export const UNBUILT_VIEWS: readonly string[] = ["online/OnlineFormList"];
