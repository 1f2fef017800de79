import { listPageCodes, type PermissionSource, visibleToolbarButtons } from "../access/index.js";
import type { Resource, ResourceAction } from "./define-resource.js";

/**
 * The permission codes of a resource (spec §6): `<permission>:add`, `:edit`, `:delete`, `:import`,
 * `:export` as any list page's, with JeecgBoot's `:list` and `:deleteBatch`; a resource may keep
 * JeecgBoot's own spelling of one (`system:position:importExcel`).
 */
export function resourceCodes(resource: Resource): Readonly<Record<ResourceAction, string>> {
  const prefix = resource.permission;
  const page = listPageCodes(prefix);
  return {
    list: `${prefix}:list`,
    add: page.add,
    edit: page.edit,
    delete: page.delete,
    deleteBatch: `${prefix}:deleteBatch`,
    import: page.import,
    export: page.export,
    ...resource.codes,
  };
}

/** The toolbar buttons a user keeps on the resource's list page: exclusion by the `<permission>:` prefix. */
export function resourceToolbar<B extends string>(
  resource: Resource,
  buttons: readonly B[],
  source: PermissionSource,
): B[] {
  return visibleToolbarButtons(buttons, resource.permission, source);
}
