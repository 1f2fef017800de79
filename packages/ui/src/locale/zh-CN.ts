import type { CompleteLocaleCatalog } from "./messages";
import { advancedQueryZhCN } from "./zh-CN/advancedQuery";
import { alertZhCN } from "./zh-CN/alert";
import { areaPickerZhCN } from "./zh-CN/areaPicker";
import { badgeZhCN } from "./zh-CN/badge";
import { breadcrumbZhCN } from "./zh-CN/breadcrumb";
import { buttonZhCN } from "./zh-CN/button";
import { chartZhCN } from "./zh-CN/chart";
import { clickGuardZhCN } from "./zh-CN/clickGuard";
import { codeEditorZhCN } from "./zh-CN/codeEditor";
import { cronZhCN } from "./zh-CN/cron";
import { dataTableZhCN } from "./zh-CN/dataTable";
import { datePickerZhCN } from "./zh-CN/datePicker";
import { descriptionsZhCN } from "./zh-CN/descriptions";
import { dictSelectZhCN } from "./zh-CN/dictSelect";
import { drawerZhCN } from "./zh-CN/drawer";
import { editableTableZhCN } from "./zh-CN/editableTable";
import { emptyZhCN } from "./zh-CN/empty";
import { excelZhCN } from "./zh-CN/excel";
import { inputZhCN } from "./zh-CN/input";
import { inputNumberZhCN } from "./zh-CN/inputNumber";
import { markdownEditorZhCN } from "./zh-CN/markdownEditor";
import { messageZhCN } from "./zh-CN/message";
import { modalZhCN } from "./zh-CN/modal";
import { notificationZhCN } from "./zh-CN/notification";
import { paginationZhCN } from "./zh-CN/pagination";
import { pdfPreviewZhCN } from "./zh-CN/pdfPreview";
import { pickerZhCN } from "./zh-CN/picker";
import { progressZhCN } from "./zh-CN/progress";
import { queryFormZhCN } from "./zh-CN/queryForm";
import { resultZhCN } from "./zh-CN/result";
import { richTextEditorZhCN } from "./zh-CN/richTextEditor";
import { selectZhCN } from "./zh-CN/select";
import { skeletonZhCN } from "./zh-CN/skeleton";
import { sliderVerifyZhCN } from "./zh-CN/sliderVerify";
import { spinZhCN } from "./zh-CN/spin";
import { switchZhCN } from "./zh-CN/switch";
import { tabsZhCN } from "./zh-CN/tabs";
import { tagZhCN } from "./zh-CN/tag";
import { themeZhCN } from "./zh-CN/theme";
import { timePickerZhCN } from "./zh-CN/timePicker";
import { uploadZhCN } from "./zh-CN/upload";

/**
 * Simplified Chinese, the default catalog: every namespace's texts. Components import only their own
 * namespace (`zh-CN/<namespace>.ts`) as fallback, so an app pays for the whole catalog only if it uses it.
 */
export const zhCN: CompleteLocaleCatalog = {
  locale: "zh-CN",
  messages: {
    ...buttonZhCN,
    ...themeZhCN,
    ...clickGuardZhCN,
    ...sliderVerifyZhCN,
    ...inputZhCN,
    ...inputNumberZhCN,
    ...selectZhCN,
    ...switchZhCN,
    ...messageZhCN,
    ...notificationZhCN,
    ...spinZhCN,
    ...emptyZhCN,
    ...resultZhCN,
    ...progressZhCN,
    ...skeletonZhCN,
    ...paginationZhCN,
    ...tagZhCN,
    ...alertZhCN,
    ...badgeZhCN,
    ...descriptionsZhCN,
    ...breadcrumbZhCN,
    ...datePickerZhCN,
    ...timePickerZhCN,
    ...modalZhCN,
    ...drawerZhCN,
    ...tabsZhCN,
    ...dataTableZhCN,
    ...editableTableZhCN,
    ...cronZhCN,
    ...dictSelectZhCN,
    ...queryFormZhCN,
    ...advancedQueryZhCN,
    ...pickerZhCN,
    ...areaPickerZhCN,
    ...uploadZhCN,
    ...excelZhCN,
    ...codeEditorZhCN,
    ...pdfPreviewZhCN,
    ...chartZhCN,
    ...richTextEditorZhCN,
    ...markdownEditorZhCN,
  },
};
