// How busy the machine was: the CPU time all its cores spent on anything but idling and waiting
// for disks, from Linux's /proc/stat, in seconds. The suite's budget is counted in these (ten
// minutes on two cores is 1,200 at most): a group's figure is the machine's while it ran, its
// browsers, servers and builds included, which no process's own count would see.
//
// Time the hypervisor gave to other guests while this one wanted to run (steal) is counted
// apart: it is not the suite's work, and it is what a crowded host adds. The same code has taken
// 20 minutes on one machine of our kind and under 10 on another; this says whether a run met
// a crowded host.
import { readFileSync } from 'node:fs'

/** Linux counts /proc/stat in USER_HZ ticks, 100 a second. */
const ticksPerSecond = 100

export interface CpuTime {
  /** Seconds the cores worked (user, nice, system, interrupts). */
  busy: number
  /** Seconds the host ran something else while this machine wanted a core. */
  stolen: number
}

/** The CPU time since the machine started; undefined where there is no /proc/stat. */
export function busyCpuSeconds(): CpuTime | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!
    // cpu  user nice system idle iowait irq softirq steal …
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number)
    const busy = [user, nice, system, irq, softirq].reduce<number>((sum, n) => sum + (n ?? 0), 0)
    return { busy: busy / ticksPerSecond, stolen: (steal ?? 0) / ticksPerSecond }
  } catch {
    return undefined
  }
}

/** The CPU time between two readings; undefined where either is missing. */
export const busyCpuBetween = (start: CpuTime | undefined, end: CpuTime | undefined): CpuTime | undefined =>
  start !== undefined && end !== undefined
    ? { busy: end.busy - start.busy, stolen: end.stolen - start.stolen }
    : undefined
