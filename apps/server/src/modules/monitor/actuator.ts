import type { HttpSnapshot } from "./http-stats";
import type { RuntimeSnapshot } from "./runtime-stats";
import type { SystemSnapshot } from "./system-info";

/** Spring Boot Actuator's metric answer (raw, not wrapped in JeecgBoot's result). */
export interface ActuatorMetric {
  name: string;
  description: string;
  baseUnit: string | null;
  measurements: { statistic: string; value: number }[];
  availableTags: { tag: string; values: string[] }[];
}

export interface MetricSources {
  system: SystemSnapshot;
  runtime: RuntimeSnapshot;
  http: HttpSnapshot;
  processCpuUsage: number;
  processStartSeconds: number;
}

type Mapper = (s: MetricSources) => {
  description: string;
  baseUnit: string | null;
  values: [string, number][];
};
const value = (description: string, baseUnit: string | null, v: number): ReturnType<Mapper> => ({
  description,
  baseUnit,
  values: [["VALUE", v]],
});

/**
 * The metric names JeecgBoot's monitor pages ask for, mapped to what a Node server on PostgreSQL has in their
 * place (the JVM's heap is V8's heap, Tomcat's requests are this server's). A name without a counterpart is
 * not listed and answers 404, as Actuator does for an unknown metric.
 */
const METRICS: Record<string, Mapper> = {
  "system.cpu.count": (s) => value("逻辑 CPU 数", null, s.system.cpu.count),
  "system.cpu.usage": (s) => value("系统负载（1 分钟平均 / CPU 数）", null, s.system.cpu.usage),
  "system.load.average.1m": (s) => value("1 分钟平均负载", null, s.system.cpu.load[0]),
  "process.cpu.usage": (s) => value("本进程 CPU 使用率", null, s.processCpuUsage),
  "process.uptime": (s) => value("进程运行时间", "seconds", s.runtime.uptimeSeconds),
  "process.start.time": (s) => value("进程启动时间", "seconds", s.processStartSeconds),
  "jvm.memory.max": (s) => value("V8 堆上限", "bytes", s.runtime.heapLimit),
  "jvm.memory.committed": (s) => value("V8 已分配堆", "bytes", s.runtime.heapTotal),
  "jvm.memory.used": (s) => value("V8 已用堆", "bytes", s.runtime.heapUsed),
  "jvm.buffer.memory.used": (s) => value("堆外内存（external）", "bytes", s.runtime.external),
  "jvm.buffer.total.capacity": (s) => value("ArrayBuffer 内存", "bytes", s.runtime.arrayBuffers),
  "jvm.gc.live.data.size": (s) => value("GC 后存活的堆", "bytes", s.runtime.heapUsed),
  "jvm.gc.max.data.size": (s) => value("堆上限", "bytes", s.runtime.heapLimit),
  "jvm.gc.pause": (s) => ({
    description: "GC 暂停",
    baseUnit: "seconds",
    values: [
      ["COUNT", s.runtime.gc.count],
      ["TOTAL_TIME", s.runtime.gc.totalMs / 1000],
      ["MAX", s.runtime.gc.maxMs / 1000],
    ],
  }),
  "process.memory.rss": (s) => value("常驻内存（RSS）", "bytes", s.runtime.rss),
  "tomcat.global.request": (s) => ({
    description: "HTTP 请求",
    baseUnit: "seconds",
    values: [
      ["COUNT", s.http.total],
      ["TOTAL_TIME", ((s.http.p50Ms ?? 0) * s.http.total) / 1000],
    ],
  }),
  "tomcat.global.request.max": (s) => value("最长请求时间", "seconds", (s.http.maxMs ?? 0) / 1000),
  "tomcat.global.error": (s) => value("出错的请求（5xx）", null, s.http.statusMix["5xx"]),
  "tomcat.servlet.request": (s) => ({
    description: "HTTP 请求",
    baseUnit: "seconds",
    values: [["COUNT", s.http.total]],
  }),
  "tomcat.servlet.error": (s) => value("出错的请求（5xx）", null, s.http.statusMix["5xx"]),
  "tomcat.servlet.request.max": (s) => value("最长请求时间", "seconds", (s.http.maxMs ?? 0) / 1000),
  "tomcat.threads.busy": (s) => value("处理中的请求", null, s.http.inFlight),
  "tomcat.threads.current": (s) => value("处理中的请求", null, s.http.inFlight),
  "http.server.requests": (s) => ({
    description: "HTTP 请求",
    baseUnit: "seconds",
    values: [
      ["COUNT", s.http.total],
      ["MAX", (s.http.maxMs ?? 0) / 1000],
    ],
  }),
};

export const ACTUATOR_METRIC_NAMES: readonly string[] = Object.keys(METRICS);

export function actuatorMetric(name: string, sources: MetricSources): ActuatorMetric | null {
  const mapper = METRICS[name];
  if (!mapper) return null;
  const { description, baseUnit, values } = mapper(sources);
  return {
    name,
    description,
    baseUnit,
    measurements: values.map(([statistic, v]) => ({ statistic, value: v })),
    availableTags: [],
  };
}
