/** Every built-in text of the library, by key. A component adds its keys here. */
export interface Messages {
  /** Announced to screen readers while a button is busy. */
  "button.loading": string;
  // Theme (src/theme): names of the 8 palette colours, the picker's label, the apply-failure notice.
  "theme.color.daybreak": string;
  "theme.color.dust": string;
  "theme.color.volcano": string;
  "theme.color.sunset": string;
  "theme.color.cyan": string;
  "theme.color.green": string;
  "theme.color.geekblue": string;
  "theme.color.purple": string;
  "theme.primaryColor": string;
  /** Spec §8: shown when a theme setting cannot be applied (English in both catalogs, as the spec says). */
  "theme.updateFailed": string;
  "theme.dismissError": string;
  /** Spec §5: the same action again within 300 ms. */
  "clickGuard.tooFast": string;
  /** Slider verification: the idle and passed texts (ui-text-zh.md) and the slider's accessible name. */
  "sliderVerify.idle": string;
  "sliderVerify.success": string;
  "sliderVerify.label": string;
  // Input, Textarea, InputNumber, Select, Switch.
  /** Label of the clear button of an Input or Textarea. */
  "input.clear": string;
  /** Character count with a limit, e.g. `12 / 100`. */
  "input.count": string;
  /** Labels of the InputNumber stepper buttons. */
  "inputNumber.increase": string;
  "inputNumber.decrease": string;
  /** Label of the clear button of a Select. */
  "select.clear": string;
  /** Shown when no option matches (or there are none). */
  "select.empty": string;
  /** Shown and announced while options load. */
  "select.loading": string;
  /** Remove button of a selected tag; `{label}` is the option's text. */
  "select.removeTag": string;
  /** The tag standing for tags beyond `maxTagCount`, e.g. `+3`. */
  "select.moreTags": string;
  /** Announced while a switch is busy. */
  "switch.loading": string;
  /** Screen-reader prefix naming the kind of a toast (message and notification). */
  "message.info": string;
  "message.success": string;
  "message.warning": string;
  "message.error": string;
  "message.loading": string;
  /** Close button of a notification. */
  "notification.close": string;
  /** Announced by a spinner that has no visible tip. */
  "spin.loading": string;
  /** Default text of an empty state. */
  "empty.description": string;
  /** Default titles and sub-titles of a result page, by status. */
  "result.success.title": string;
  "result.info.title": string;
  "result.warning.title": string;
  "result.error.title": string;
  "result.403.title": string;
  "result.403.subTitle": string;
  "result.404.title": string;
  "result.404.subTitle": string;
  "result.500.title": string;
  "result.500.subTitle": string;
  /** Accessible name of a progress bar without its own label. */
  "progress.label": string;
  /** Announced while a skeleton stands in for content. */
  "skeleton.loading": string;
  /** Pagination (spec §9): the nav landmark, the total text `a-b 共 n 条` and the controls. */
  "pagination.label": string;
  "pagination.total": string;
  "pagination.prev": string;
  "pagination.next": string;
  "pagination.page": string;
  "pagination.jumpPrev": string;
  "pagination.jumpNext": string;
  "pagination.pageSize": string;
  "pagination.pageSizeLabel": string;
  "pagination.jumpTo": string;
  "pagination.pageUnit": string;
  "pagination.jumpInput": string;
  /** Close button of a closable tag; the named form when the tag's text is known. */
  "tag.close": string;
  "tag.closeNamed": string;
  /** Close button of a closable alert. */
  "alert.close": string;
  /** A count above the badge's overflowCount, e.g. 99+. */
  "badge.overflow": string;
  /** After each label of a borderless description list. */
  "descriptions.colon": string;
  /** Name of the breadcrumb's nav landmark. */
  "breadcrumb.label": string;
  // Date, date-time and time pickers (date-picker, time-picker).
  /** Placeholder of an empty DatePicker. */
  "datePicker.placeholder": string;
  /** Placeholder of an empty DateTimePicker. */
  "datePicker.dateTimePlaceholder": string;
  /** Label of the button that opens the calendar. */
  "datePicker.open": string;
  /** Accessible name of the calendar popup. */
  "datePicker.dialog": string;
  "datePicker.clear": string;
  "datePicker.today": string;
  "datePicker.now": string;
  "datePicker.ok": string;
  "datePicker.prevMonth": string;
  "datePicker.nextMonth": string;
  "datePicker.prevYear": string;
  "datePicker.nextYear": string;
  /** First day of the week, `0` (Sunday) to `6`: `1` in zh-CN, `0` in en-US. */
  "datePicker.weekStartsOn": string;
  /** The seven weekdays in full, comma-separated, Sunday first. */
  "datePicker.weekdays": string;
  /** The seven weekday column headers, comma-separated, Sunday first. */
  "datePicker.weekdaysShort": string;
  /** The twelve month names, comma-separated (`{monthName}` below). */
  "datePicker.months": string;
  /** The calendar caption: `{year}`, `{month}` (1–12), `{monthName}`. */
  "datePicker.monthTitle": string;
  /** A day for screen readers: `{year}`, `{month}`, `{monthName}`, `{day}`, `{weekday}`. */
  "datePicker.dayLabel": string;
  /** Shown while the typed text is not a valid date; `{format}` is the expected format. */
  "datePicker.invalid": string;
  "timePicker.placeholder": string;
  "timePicker.open": string;
  "timePicker.dialog": string;
  "timePicker.clear": string;
  "timePicker.now": string;
  "timePicker.ok": string;
  "timePicker.hour": string;
  "timePicker.minute": string;
  "timePicker.second": string;
  "timePicker.invalid": string;
  // Modal and Drawer.
  "modal.ok": string;
  "modal.cancel": string;
  "modal.close": string;
  "modal.fullscreen": string;
  "modal.exitFullscreen": string;
  "drawer.close": string;
  // Tabs: `{label}` is the tab's title; the four menu labels serve the tab workspace's context menu.
  "tabs.close": string;
  "tabs.refresh": string;
  "tabs.closeLeft": string;
  "tabs.closeRight": string;
  "tabs.closeOthers": string;
  // DataTable and the tree table (src/data-table): names, row controls, row actions and states.
  "dataTable.label": string;
  "dataTable.selectAll": string;
  "dataTable.selectRow": string;
  "dataTable.expandRow": string;
  "dataTable.collapseRow": string;
  "dataTable.actions": string;
  "dataTable.edit": string;
  "dataTable.more": string;
  "dataTable.delete": string;
  "dataTable.deleteConfirm": string;
  "dataTable.ok": string;
  "dataTable.cancel": string;
  "dataTable.loadFailed": string;
  "dataTable.retry": string;
  "dataTable.childrenLoading": string;
  "dataTable.unrecognizedData": string;
  /** A header's filter button: idle, and with a choice applied (the active state). */
  "dataTable.filter": string;
  "dataTable.filtered": string;
  /** Name of a column's filter menu; `{title}` is the column's title. */
  "dataTable.filterMenu": string;
  /** Clears a column's filter choice (the menu's 重置). */
  "dataTable.reset": string;
  /** Name of a column's resize handle; `{title}` is the column's title. */
  "dataTable.resizeColumn": string;
  // EditableTable (src/editable-table): toolbar, row controls, footer and validation.
  "editableTable.label": string;
  "editableTable.add": string;
  "editableTable.remove": string;
  "editableTable.clearSelection": string;
  "editableTable.selected": string;
  "editableTable.rowNumber": string;
  "editableTable.selectAll": string;
  "editableTable.selectRow": string;
  "editableTable.selectColumn": string;
  "editableTable.expandRow": string;
  "editableTable.collapseRow": string;
  "editableTable.insertBelow": string;
  "editableTable.moveUp": string;
  "editableTable.moveDown": string;
  "editableTable.dragRow": string;
  "editableTable.deleteRow": string;
  "editableTable.deleteConfirm": string;
  "editableTable.sum": string;
  "editableTable.average": string;
  "editableTable.rowActions": string;
  "editableTable.errorCount": string;
  // Cron input and dialog (src/cron): JEasyCron's choice templates, the preview and the typed-expression error.
  "cron.title": string;
  "cron.open": string;
  "cron.placeholder": string;
  "cron.unitTabs": string;
  "cron.tab.second": string;
  "cron.tab.minute": string;
  "cron.tab.hour": string;
  "cron.tab.day": string;
  "cron.tab.month": string;
  "cron.tab.week": string;
  "cron.tab.year": string;
  "cron.word.second": string;
  "cron.word.minute": string;
  "cron.word.hour": string;
  "cron.word.day": string;
  "cron.word.month": string;
  "cron.word.year": string;
  "cron.choice.every": string;
  "cron.choice.increment": string;
  "cron.choice.range": string;
  "cron.choice.specific": string;
  "cron.choice.custom": string;
  "cron.choice.notSpecified": string;
  "cron.choice.lastDay": string;
  "cron.choice.lastWorkday": string;
  "cron.choice.daysBeforeEnd": string;
  "cron.choice.nearestWorkday": string;
  "cron.choice.nthOfMonth": string;
  "cron.choice.lastOfMonth": string;
  "cron.week.every": string;
  "cron.week.increment": string;
  "cron.week.range": string;
  "cron.week.specific": string;
  "cron.weekdays": string;
  "cron.expression": string;
  "cron.description": string;
  "cron.nextRuns": string;
  "cron.noRuns": string;
  "cron.errorAt": string;
  "cron.invalidOnOpen": string;
  // AdvancedQuery (src/advanced-query): JSuperQuery's button, builder, rules and saved queries.
  "advancedQuery.button": string;
  "advancedQuery.active": string;
  "advancedQuery.title": string;
  "advancedQuery.matchType": string;
  "advancedQuery.matchAnd": string;
  "advancedQuery.matchOr": string;
  "advancedQuery.empty": string;
  "advancedQuery.add": string;
  "advancedQuery.addAfter": string;
  "advancedQuery.remove": string;
  "advancedQuery.field": string;
  "advancedQuery.fieldPlaceholder": string;
  "advancedQuery.rule": string;
  "advancedQuery.value": string;
  "advancedQuery.valuePlaceholder": string;
  "advancedQuery.inPlaceholder": string;
  "advancedQuery.rule.eq": string;
  "advancedQuery.rule.like": string;
  "advancedQuery.rule.right_like": string;
  "advancedQuery.rule.left_like": string;
  "advancedQuery.rule.in": string;
  "advancedQuery.rule.ne": string;
  "advancedQuery.rule.gt": string;
  "advancedQuery.rule.ge": string;
  "advancedQuery.rule.lt": string;
  "advancedQuery.rule.le": string;
  "advancedQuery.yes": string;
  "advancedQuery.no": string;
  "advancedQuery.reset": string;
  "advancedQuery.search": string;
  "advancedQuery.save": string;
  "advancedQuery.saved": string;
  "advancedQuery.savedEmpty": string;
  "advancedQuery.load": string;
  "advancedQuery.removeSaved": string;
  "advancedQuery.removeSavedConfirm": string;
  "advancedQuery.saveName": string;
  "advancedQuery.saveNamePlaceholder": string;
  "advancedQuery.addGroup": string;
  "advancedQuery.group": string;
  "advancedQuery.groupMatchType": string;
  "advancedQuery.groupAnd": string;
  "advancedQuery.groupOr": string;
  "advancedQuery.addInGroup": string;
  "advancedQuery.addGroupInGroup": string;
  "advancedQuery.removeGroup": string;
  "advancedQuery.dictLoadFailed": string;
  "advancedQuery.dictLoadFailedShort": string;
  // QueryForm (src/query-form): the list page's inline query bar.
  "queryForm.label": string;
  "queryForm.search": string;
  "queryForm.reset": string;
  "queryForm.expand": string;
  "queryForm.collapse": string;
  "queryForm.rangeStart": string;
  "queryForm.rangeEnd": string;
  "queryForm.placeholder": string;
  "queryForm.selectPlaceholder": string;
  // The selects that load (src/dict-select): DictSelect, SearchSelect, TreeSelect, CategorySelect, DictText.
  "dictSelect.placeholder": string;
  "dictSelect.searchPlaceholder": string;
  "dictSelect.searchPrompt": string;
  "dictSelect.searchEmpty": string;
  "dictSelect.conditionInvalid": string;
  "dictSelect.loading": string;
  "dictSelect.loadFailed": string;
  "dictSelect.expand": string;
  "dictSelect.collapse": string;
  "dictSelect.clear": string;
  "dictSelect.treeEmpty": string;
  // Pickers (src/picker): the picker engine and its faces; the area picker (src/area-picker).
  "picker.placeholder": string;
  "picker.open": string;
  "picker.clear": string;
  "picker.search": string;
  "picker.reset": string;
  "picker.searchForm": string;
  "picker.selected": string;
  "picker.selectedList": string;
  "picker.remove": string;
  "picker.clearSelected": string;
  "picker.action": string;
  "picker.removeRow": string;
  "picker.chooseOne": string;
  "picker.results": string;
  "picker.user.title": string;
  "picker.user.username": string;
  "picker.user.realname": string;
  "picker.user.sex": string;
  "picker.user.birthday": string;
  "picker.user.phone": string;
  "picker.user.department": string;
  "picker.user.male": string;
  "picker.user.female": string;
  "picker.role.title": string;
  "picker.role.roleName": string;
  "picker.role.roleCode": string;
  "picker.depart.title": string;
  "picker.depart.search": string;
  "picker.position.title": string;
  "picker.position.name": string;
  "picker.position.code": string;
  "picker.position.rank": string;
  "picker.popup.title": string;
  "picker.popup.badConfig": string;
  "picker.popup.countMismatch": string;
  "picker.tree.label": string;
  "picker.tree.expand": string;
  "picker.tree.collapse": string;
  "picker.tree.empty": string;
  "picker.tree.expandAll": string;
  "picker.tree.collapseAll": string;
  "areaPicker.placeholder": string;
  "areaPicker.province": string;
  "areaPicker.city": string;
  "areaPicker.district": string;
  "areaPicker.loading": string;
  "areaPicker.badType": string;
  "areaPicker.back": string;
  // Upload (src/upload): JUpload, JImageUpload and the upload popup; drag, paste, progress and cancel.
  "upload.button": string;
  "upload.dropHint": string;
  "upload.list": string;
  "upload.uploading": string;
  "upload.remove": string;
  "upload.cancel": string;
  "upload.removeTitle": string;
  "upload.removeConfirm": string;
  "upload.failed": string;
  "upload.failedGeneric": string;
  "upload.errorTitle": string;
  "upload.errorText": string;
  "upload.unknownError": string;
  "upload.nothing": string;
  "upload.preview": string;
  "upload.download": string;
  "upload.imageOnly": string;
  "upload.moveBefore": string;
  "upload.moveAfter": string;
  "upload.atEnd": string;
  // Excel (src/excel): JImportModal and the exportXls helper.
  "excel.importTitle": string;
  "excel.choose": string;
  "excel.start": string;
  "excel.uploading": string;
  "excel.files": string;
  "excel.removeFile": string;
  "excel.partialDetail": string;
  "excel.partialDownload": string;
  "excel.downloadFailed": string;
  "excel.unknownFile": string;
  // CodeEditor (src/code-editor): JCodeEditor on CodeMirror 6.
  "codeEditor.label": string;
  "codeEditor.loading": string;
  "codeEditor.fullscreen": string;
  "codeEditor.exitFullscreen": string;
  // Chart (src/chart): the toggle of the data table behind a chart, its first column, the states.
  "chart.showTable": string;
  "chart.hideTable": string;
  "chart.category": string;
  "chart.loading": string;
  "chart.failed": string;
  // PdfPreview (src/pdf-preview): the server's preview page in a modal.
  "pdfPreview.title": string;
  // RichTextEditor (src/rich-text-editor): JEditor on Tiptap; MarkdownEditor (src/markdown-editor): JMarkdownEditor.
  "richTextEditor.label": string;
  "richTextEditor.loading": string;
  "richTextEditor.loadFailed": string;
  "richTextEditor.toolbar": string;
  "richTextEditor.bold": string;
  "richTextEditor.italic": string;
  "richTextEditor.underline": string;
  "richTextEditor.strike": string;
  "richTextEditor.heading": string;
  "richTextEditor.bulletList": string;
  "richTextEditor.orderedList": string;
  "richTextEditor.blockquote": string;
  "richTextEditor.codeBlock": string;
  "richTextEditor.link": string;
  "richTextEditor.image": string;
  "richTextEditor.undo": string;
  "richTextEditor.redo": string;
  "richTextEditor.clear": string;
  "richTextEditor.linkUrl": string;
  "richTextEditor.imageUrl": string;
  "richTextEditor.upload": string;
  "richTextEditor.uploading": string;
  "richTextEditor.uploadFailed": string;
  "richTextEditor.removeLink": string;
  "richTextEditor.ok": string;
  "richTextEditor.cancel": string;
  /** The table tools: insert a 3×3 table with a header row, add or remove rows and columns, remove the table. */
  "richTextEditor.table": string;
  "richTextEditor.addRow": string;
  "richTextEditor.deleteRow": string;
  "richTextEditor.addColumn": string;
  "richTextEditor.deleteColumn": string;
  "richTextEditor.deleteTable": string;
  "markdownEditor.label": string;
  "markdownEditor.loading": string;
  "markdownEditor.edit": string;
  "markdownEditor.split": string;
  "markdownEditor.preview": string;
  "markdownEditor.mode": string;
  "markdownEditor.previewLabel": string;
  /** Image upload (`uploadImage`): the toolbar button, the busy note, the failure and its close button. */
  "markdownEditor.uploadImage": string;
  "markdownEditor.uploading": string;
  "markdownEditor.uploadFailed": string;
  "markdownEditor.dismissError": string;
  /** A chosen file that is not an image. */
  "markdownEditor.notImage": string;
  /** The image's text in `![…](url)` when the file has no name. */
  "markdownEditor.imageAlt": string;
}

export type MessageKey = keyof Messages;

/** The texts of one namespace (`"modal"` → every `modal.*` key), as a component's default catalog. */
export type NamespaceMessages<N extends string> = {
  [K in MessageKey as K extends `${N}.${string}` ? K : never]: string;
};

/** Default texts a component passes to `useLocale`, used when the catalog in force lacks a key. */
export type DefaultMessages = Partial<Record<MessageKey, string>>;

/** Values for `{name}` placeholders in a message. */
export type MessageVars = Record<string, string | number>;

/**
 * A language: its BCP 47 tag and its texts. A consumer's own catalog may leave keys out;
 * they fall back to the default (zh-CN) text.
 */
export interface LocaleCatalog {
  locale: string;
  messages: Partial<Messages>;
}

/** A catalog the library ships: every key present, which the type checker verifies. */
export interface CompleteLocaleCatalog extends LocaleCatalog {
  messages: Messages;
}
