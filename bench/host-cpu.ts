import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** The machine's CPU counters from /proc/stat (Linux; null elsewhere), in clock ticks over all cores. */
export interface HostCpu {
  busy: number;
  idle: number;
  steal: number;
}

export function readHostCpu(): HostCpu | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const [user, nice, system, idle, iowait, irq, softirq, steal] = stat
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user! + nice! + system! + irq! + softirq!, idle: idle! + iowait!, steal: steal ?? 0 };
}

/**
 * How the whole machine's CPU went over `wallMs` between two readings, as shares of all cores' time:
 * busy (every process, this bench's included), what `ownCpuMs` (this bench's processes) took of it, and
 * what the hypervisor gave other virtual machines (steal): a round measured on a contended host says so.
 */
export function describeHostCpu(
  before: HostCpu | null,
  after: HostCpu | null,
  wallMs: number,
  ownCpuMs: number,
): string {
  if (!before || !after) return 'host CPU: not readable on this system';
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  const steal = after.steal - before.steal;
  const all = busy + idle + steal;
  if (all <= 0 || wallMs <= 0) return 'host CPU: no time passed';
  const cores = availableParallelism();
  const own = (ownCpuMs / (wallMs * cores)) * all;
  const share = (ticks: number) => `${Math.round((ticks / all) * 100)} %`;
  return `host CPU over the round (${cores} cores): busy ${share(busy)} (this bench's processes ${share(Math.min(own, busy))}, others ${share(Math.max(0, busy - own))}), idle ${share(idle)}, stolen by the hypervisor ${share(steal)}`;
}
