import { dataLog } from "@kanya/resources";
import { createListPage } from "../../list";
import { DataLogCompareButton } from "./components/datalog/DataLogCompare";

/**
 * 数据日志 (/sys/dataLog-list): the recorded versions of rows, found by table and data id; tick two versions
 * of one row and 数据比较 shows them side by side.
 */
export default createListPage(dataLog, {
  toolbar: (_reload, selected) => <DataLogCompareButton ids={selected} />,
});
