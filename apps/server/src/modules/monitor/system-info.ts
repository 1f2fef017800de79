import { statfs } from "node:fs/promises";
import os from "node:os";
import { dirname } from "node:path";

export interface SystemSnapshot {
  hostname: string;
  os: { type: string; platform: string; release: string; arch: string };
  cpu: { model: string; count: number; load: [number, number, number]; usage: number };
  memory: { total: number; free: number; used: number };
  uptimeSeconds: number;
  processUptimeSeconds: number;
  nodeVersion: string;
}

export function systemSnapshot(): SystemSnapshot {
  const cpus = os.cpus();
  const count = os.availableParallelism();
  const load = os.loadavg().map((n) => Math.round(n * 100) / 100) as [number, number, number];
  const total = os.totalmem();
  const free = os.freemem();
  return {
    hostname: os.hostname(),
    os: { type: os.type(), platform: os.platform(), release: os.release(), arch: os.arch() },
    cpu: {
      model: cpus[0]?.model.trim() ?? "unknown",
      count,
      load,
      usage: Math.min(1, Math.round((load[0] / count) * 1000) / 1000),
    },
    memory: { total, free, used: total - free },
    uptimeSeconds: Math.round(os.uptime()),
    processUptimeSeconds: Math.round(process.uptime()),
    nodeVersion: process.version,
  };
}

export interface DiskUsage {
  /** What the folder holds: `data` (the database) or `upload` (uploaded files). */
  name: string;
  path: string;
  total: number | null;
  free: number | null;
  used: number | null;
  /** Used share 0–100, or null when the folder cannot be read. */
  usedPercent: number | null;
  /** The filesystem type's magic number as statfs reports it, in hex. */
  fsType: string | null;
  error?: string;
}

/** Usage of the filesystem each folder is on; a folder not made yet is read through its nearest parent. */
export async function diskUsage(folders: readonly { name: string; path: string }[]): Promise<DiskUsage[]> {
  return Promise.all(
    folders.map(async ({ name, path }) => {
      let target = path;
      for (;;) {
        try {
          const stats = await statfs(target);
          const total = stats.blocks * stats.bsize;
          const free = stats.bavail * stats.bsize;
          const used = total - stats.bfree * stats.bsize;
          return {
            name,
            path,
            total,
            free,
            used,
            usedPercent: total > 0 ? Math.round((used / total) * 1000) / 10 : 0,
            fsType: `0x${stats.type.toString(16)}`,
          };
        } catch (error) {
          const parent = dirname(target);
          if ((error as NodeJS.ErrnoException).code === "ENOENT" && parent !== target) {
            target = parent;
            continue;
          }
          return {
            name,
            path,
            total: null,
            free: null,
            used: null,
            usedPercent: null,
            fsType: null,
            error: "无法读取该目录所在磁盘",
          };
        }
      }
    }),
  );
}
