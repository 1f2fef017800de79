import { connect } from "node:net";

/** Read-only commands the Redis terminal runs; anything else is refused before it reaches Redis. */
export const READ_ONLY_COMMANDS: ReadonlySet<string> = new Set([
  "INFO",
  "DBSIZE",
  "GET",
  "MGET",
  "TTL",
  "PTTL",
  "TYPE",
  "SCAN",
  "EXISTS",
  "STRLEN",
  "HGET",
  "HGETALL",
  "HKEYS",
  "HLEN",
  "LRANGE",
  "LLEN",
  "SMEMBERS",
  "SCARD",
  "ZRANGE",
  "ZCARD",
  "PING",
]);

/** INFO sections the terminal will not show (they name the configuration and the clients). */
const HIDDEN_INFO_SECTIONS = new Set(["clients", "server"]);

export type ParsedCommand = { ok: true; name: string; args: string[] } | { ok: false; message: string };

/** Splits a terminal line (double quotes group words) and checks it against the allow-list. */
export function parseCommand(line: string): ParsedCommand {
  const words = [...line.trim().matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? "");
  const [first, ...args] = words;
  if (!first) return { ok: false, message: "请输入命令" };
  const name = first.toUpperCase();
  if (!READ_ONLY_COMMANDS.has(name)) {
    return {
      ok: false,
      message: `不允许的命令：${name}（终端只执行只读命令：${[...READ_ONLY_COMMANDS].join("、")}）`,
    };
  }
  if (name === "INFO" && args.some((a) => HIDDEN_INFO_SECTIONS.has(a.toLowerCase()))) {
    return { ok: false, message: "该 INFO 段不可查看" };
  }
  if (words.length > 50 || line.length > 2000) return { ok: false, message: "命令过长" };
  return { ok: true, name, args };
}

export type RedisReply = string | number | null | RedisReply[];

/** A one-command connection to Redis (RESP2): AUTH and SELECT from the URL, then the command, then QUIT. */
export async function runRedisCommand(
  url: string,
  command: readonly string[],
  timeoutMs = 3000,
): Promise<RedisReply> {
  const target = new URL(url);
  const commands: string[][] = [];
  if (target.password) {
    const user = decodeURIComponent(target.username);
    const password = decodeURIComponent(target.password);
    commands.push(user ? ["AUTH", user, password] : ["AUTH", password]);
  }
  const dbIndex = target.pathname.replace("/", "");
  if (dbIndex) commands.push(["SELECT", dbIndex]);
  commands.push([...command]);
  const replies = await exchange(
    target.hostname || "127.0.0.1",
    Number(target.port || 6379),
    commands,
    timeoutMs,
  );
  const last = replies[replies.length - 1];
  for (const reply of replies) if (reply instanceof Error) throw reply;
  return last as RedisReply;
}

function encode(parts: readonly string[]): string {
  return `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join("")}`;
}

function exchange(
  host: string,
  port: number,
  commands: string[][],
  timeoutMs: number,
): Promise<(RedisReply | Error)[]> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let buffer = Buffer.alloc(0);
    const replies: (RedisReply | Error)[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("连接 Redis 超时"));
    }, timeoutMs);
    socket.on("connect", () => socket.write(commands.map(encode).join("")));
    socket.on("data", (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const parsed = parseReply(buffer, 0);
        if (!parsed) break;
        replies.push(parsed.value);
        buffer = buffer.subarray(parsed.end);
        if (replies.length === commands.length) {
          clearTimeout(timer);
          socket.end();
          resolve(replies);
          return;
        }
      }
    });
    socket.on("error", () => {
      clearTimeout(timer);
      reject(new Error("无法连接 Redis"));
    });
  });
}

function parseReply(buf: Buffer, start: number): { value: RedisReply | Error; end: number } | null {
  const lineEnd = buf.indexOf("\r\n", start);
  if (lineEnd < 0) return null;
  const head = buf.toString("utf8", start + 1, lineEnd);
  const after = lineEnd + 2;
  switch (String.fromCharCode(buf[start] ?? 0)) {
    case "+":
      return { value: head, end: after };
    case "-":
      return { value: new Error(head), end: after };
    case ":":
      return { value: Number(head), end: after };
    case "$": {
      const length = Number(head);
      if (length < 0) return { value: null, end: after };
      if (buf.length < after + length + 2) return null;
      return { value: buf.toString("utf8", after, after + length), end: after + length + 2 };
    }
    case "*": {
      const count = Number(head);
      if (count < 0) return { value: null, end: after };
      const items: RedisReply[] = [];
      let at = after;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buf, at);
        if (!item) return null;
        items.push(item.value instanceof Error ? item.value.message : item.value);
        at = item.end;
      }
      return { value: items, end: at };
    }
    default:
      return { value: new Error("无法解析 Redis 的回复"), end: buf.length };
  }
}

/** `INFO` text as key/value pairs, without the lines that would name the host's configuration. */
export function parseInfo(text: string): { key: string; value: string }[] {
  const hidden = /^(config_file|executable|requirepass|masterauth|os|tcp_port|run_id|process_id)$/;
  return text
    .split(/\r?\n/)
    .filter((line) => line && !line.startsWith("#") && line.includes(":"))
    .map((line) => {
      const index = line.indexOf(":");
      return { key: line.slice(0, index), value: line.slice(index + 1) };
    })
    .filter((entry) => !hidden.test(entry.key));
}
