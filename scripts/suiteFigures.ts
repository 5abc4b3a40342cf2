// The suite's own figures, printed at the end of `npm test`: for each group of test projects
// that runs together (vitest's sequence.groupOrder: the stories beside the browser tests, the
// unit files beside the package's, then the contracts), its wall time and the machine's busy
// CPU-seconds while it ran (busyCpu.ts), each project's own wall time, and the lint's (run
// before vitest by scripts/test.ts, which hands its figures over in PORTICO_LINT_FIGURES).
// The budget is ten minutes on two cores: 600 s of wall, 1,200 busy CPU-seconds at most. What the
// host took for other guests meanwhile (steal) is printed beside them, not in them.
import type { Reporter, TestModule, Vitest } from 'vitest/node'
import { busyCpuBetween, busyCpuSeconds, type CpuTime } from './busyCpu'

export interface Figures {
  wallSeconds: number
  cpu: CpuTime | undefined
}

interface Phase {
  order: number
  startedAt: number
  cpuAtStart: CpuTime | undefined
  projects: Map<string, { first: number; last: number }>
}

const seconds = (ms: number) => ms / 1000

/** 9 min 2 s, 41 s. */
export function formatWall(total: number): string {
  const rounded = Math.round(total)
  const minutes = Math.floor(rounded / 60)
  return minutes > 0 ? `${minutes} min ${rounded % 60} s` : `${rounded} s`
}

const formatCpu = (cpu: CpuTime | undefined) => (cpu === undefined ? 'CPU n/a' : `${Math.round(cpu.busy)} CPU-s`)
const formatStolen = (cpu: CpuTime | undefined) => (cpu === undefined ? '' : `${Math.round(cpu.stolen)} stolen`)

export default class SuiteFigures implements Reporter {
  private phases: Phase[] = []
  private startedAt = Date.now()
  private cpuAtStart = busyCpuSeconds()

  onInit(_vitest: Vitest) {
    this.startedAt = Date.now()
    this.cpuAtStart = busyCpuSeconds()
  }

  onTestModuleStart(module: TestModule) {
    const order = module.project.config.sequence.groupOrder ?? 0
    let phase = this.phases.at(-1)
    if (!phase || phase.order !== order) {
      // The first phase also carries the run's start (its servers, Storybook's, the chains').
      const first = this.phases.length === 0
      phase = {
        order,
        startedAt: first ? this.startedAt : Date.now(),
        cpuAtStart: first ? this.cpuAtStart : busyCpuSeconds(),
        projects: new Map(),
      }
      this.phases.push(phase)
    }
    const now = Date.now()
    const project = phase.projects.get(module.project.name)
    if (project) project.last = now
    else phase.projects.set(module.project.name, { first: now, last: now })
  }

  onTestModuleEnd(module: TestModule) {
    const project = this.phases.at(-1)?.projects.get(module.project.name)
    if (project) project.last = Date.now()
  }

  onTestRunEnd() {
    const projects = this.phases.reduce((n, phase) => n + phase.projects.size, 0)
    // A run of one project (a file or a group while working) is not the suite.
    if (projects < 2) return
    const endedAt = Date.now()
    const cpuAtEnd = busyCpuSeconds()
    const rows: [string, Figures, string][] = []
    const lint = process.env.PORTICO_LINT_FIGURES
    if (lint) rows.push(['lint', JSON.parse(lint) as Figures, 'type check, ESLint, Prettier'])
    this.phases.forEach((phase, i) => {
      const next = this.phases[i + 1]
      const end = next?.startedAt ?? endedAt
      const cpu = busyCpuBetween(phase.cpuAtStart, next ? next.cpuAtStart : cpuAtEnd)
      const each = [...phase.projects].map(([name, p]) => `${name} ${formatWall(seconds(p.last - p.first))}`)
      rows.push([
        [...phase.projects.keys()].join(', '),
        { wallSeconds: seconds(end - phase.startedAt), cpu },
        each.join(' · '),
      ])
    })
    const total = rows.reduce(
      (sum, [, f]) => ({
        wallSeconds: sum.wallSeconds + f.wallSeconds,
        cpu:
          sum.cpu === undefined || f.cpu === undefined
            ? undefined
            : { busy: sum.cpu.busy + f.cpu.busy, stolen: sum.cpu.stolen + f.cpu.stolen },
      }),
      { wallSeconds: 0, cpu: { busy: 0, stolen: 0 } } as Figures,
    )
    const width = Math.max(...rows.map(([name]) => name.length), 'total'.length)
    const line = (name: string, f: Figures, detail = '') =>
      `  ${name.padEnd(width)}  ${formatWall(f.wallSeconds).padStart(12)}  ${formatCpu(f.cpu).padStart(12)}  ${formatStolen(f.cpu).padStart(10)}  ${detail}`
    console.log(
      [
        '',
        "The suite's time, group by group (wall; the machine's busy CPU-seconds while it ran; the seconds the host gave other guests meanwhile). Budget: 10 min, 1,200 CPU-s on two cores.",
        ...rows.map(([name, f, detail]) => line(name, f, detail)),
        line('total', total),
      ].join('\n'),
    )
  }
}
