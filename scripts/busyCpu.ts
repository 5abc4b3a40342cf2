// How busy the machine was: the CPU time all its cores spent on anything but idling and waiting
// for disks, from Linux's /proc/stat, in seconds. The suite's budget is counted in these (ten
// minutes on two cores is 1,200 at most): a group's figure is the machine's while it ran, its
// browsers, servers and builds included, which no process's own count would see.
import { readFileSync } from 'node:fs'

/** Linux counts /proc/stat in USER_HZ ticks, 100 a second. */
const ticksPerSecond = 100

/** The busy CPU-seconds since the machine started; undefined where there is no /proc/stat. */
export function busyCpuSeconds(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!
    // cpu  user nice system idle iowait irq softirq steal …
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number)
    const busy = [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0)
    return busy / ticksPerSecond
  } catch {
    return undefined
  }
}

/** The busy CPU-seconds between two readings; undefined where either is missing. */
export const busyCpuBetween = (start: number | undefined, end: number | undefined): number | undefined =>
  start !== undefined && end !== undefined ? end - start : undefined
