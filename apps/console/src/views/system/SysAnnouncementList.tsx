import { announcement } from "@kanya/resources";
import { createListPage } from "../../list";
import { AnnouncementFormModal } from "./components/announcement-form-modal";
import { isDraft, useAnnouncementParts } from "./components/announcement-parts";

/**
 * 系统通告: the `announcement` list page; drafts are edited (指定用户 picked when it goes to users) and
 * released, released ones revoked, any viewed.
 */
export default createListPage(announcement, {
  editable: isDraft,
  formModal: AnnouncementFormModal,
  useParts: useAnnouncementParts,
});
