// What a team that installs Kanya from npm writes first: components by subpath, the prebuilt styles,
// a rule from @kanya/core and a call through @kanya/client.
import { describeCron } from "@kanya/core/cron";
import { isMainlandIdCard } from "@kanya/core/validate";
import { Button } from "@kanya/ui/button";
import { Modal } from "@kanya/ui/modal";
import { Select } from "@kanya/ui/select";
import "@kanya/ui/styles.css";
import { useEffect, useState } from "react";
import { loadSexDictionary } from "./dictionary";

const CITIES = [
  { value: "bj", label: "北京" },
  { value: "sh", label: "上海" },
];
const ID_CARD = "11010519491231002X";

export function App() {
  const [open, setOpen] = useState(false);
  const [city, setCity] = useState<string | null>(null);
  const [sexes, setSexes] = useState("加载中");

  useEffect(() => {
    loadSexDictionary().then(setSexes, (error: unknown) => setSexes(`加载失败：${String(error)}`));
  }, []);

  return (
    <main style={{ padding: 24, display: "grid", gap: 16, maxWidth: 480 }}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        打开对话框
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="消费者对话框">
        对话框内容
      </Modal>
      <Select aria-label="城市" placeholder="请选择城市" options={CITIES} value={city} onChange={setCity} />
      <p>已选城市：{city ?? "无"}</p>
      <p>执行时间：{describeCron("0 15 10 ? * 6#3")}</p>
      <p>
        身份证 {ID_CARD}：{isMainlandIdCard(ID_CARD) ? "有效" : "无效"}
      </p>
      <p>性别字典：{sexes}</p>
    </main>
  );
}
