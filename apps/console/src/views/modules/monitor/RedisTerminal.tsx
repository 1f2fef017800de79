import type { RedisReply } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { Card } from "@kanya/ui/card";
import { Input } from "@kanya/ui/input";
import { type FormEvent, useEffect, useState } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import type { ViewProps } from "../../view-props";

interface Line {
  id: number;
  command: string;
  output: string;
  failed: boolean;
}

/** A reply as redis-cli prints it. */
export function formatReply(reply: RedisReply, indent = ""): string {
  if (reply === null) return "(nil)";
  if (typeof reply === "number") return `(integer) ${reply}`;
  if (typeof reply === "string") return reply;
  if (reply.length === 0) return "(empty array)";
  return reply
    .map((item, i) => `${i === 0 ? "" : indent}${i + 1}) ${formatReply(item, `${indent}   `)}`)
    .join("\n");
}

/** Redis终端: read-only commands (INFO, GET, SCAN …) against the configured Redis; others are refused. */
export default function RedisTerminal(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const [configured, setConfigured] = useState<boolean>();
  const [command, setCommand] = useState("");
  const [running, setRunning] = useState(false);
  const [lines, setLines] = useState<Line[]>([]);

  useEffect(() => {
    api.sys.monitor
      .redis()
      .then((res) => setConfigured(res.success ? res.result.configured : false))
      .catch(() => setConfigured(false));
  }, [api]);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    const text = command.trim();
    if (!text || running) return;
    setRunning(true);
    try {
      const res = await api.sys.monitor.redisCommand(text);
      const line = res.success
        ? { output: formatReply(res.result.reply), failed: false }
        : { output: res.message || t("monitor.failed"), failed: true };
      setLines((all) => [...all.slice(-49), { id: Date.now() + all.length, command: text, ...line }]);
      if (res.success) setCommand("");
    } catch {
      setLines((all) => [
        ...all,
        { id: Date.now(), command: text, output: t("monitor.failed"), failed: true },
      ]);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card title={t("monitor.redisTerminal")}>
      {configured === false ? (
        <p role="status" className="mb-3 text-fg-secondary">
          {t("monitor.redisNotConfigured")}
        </p>
      ) : null}
      <p className="mb-3 text-fg-secondary">{t("monitor.terminalHint")}</p>
      <output
        aria-live="polite"
        aria-label={t("monitor.terminalOutput")}
        className="mb-3 block max-h-[420px] min-h-[160px] overflow-auto rounded-control bg-fill-alter p-3 font-mono text-[13px] whitespace-pre-wrap"
      >
        {lines.map((line) => (
          <div key={line.id}>
            <div className="text-fg-secondary">&gt; {line.command}</div>
            <div className={line.failed ? "text-danger" : "text-fg"}>{line.output}</div>
          </div>
        ))}
      </output>
      <form onSubmit={run} className="flex gap-2">
        <Input
          aria-label={t("monitor.command")}
          placeholder={t("monitor.commandPlaceholder")}
          value={command}
          onChange={(e) => setCommand(e.target.value)}
          className="font-mono"
        />
        <Button variant="primary" htmlType="submit" loading={running}>
          {t("monitor.run")}
        </Button>
      </form>
    </Card>
  );
}
