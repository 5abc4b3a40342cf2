// The suite's figures at the end of `npm test` (scripts/suiteFigures.ts): each group of projects
// that runs together gets its wall time and the machine's busy CPU-seconds while it ran; the
// lint's come from scripts/test.ts; a run of one project prints nothing.
import { afterEach, describe, expect, it, vi } from 'vitest'
import SuiteFigures, { formatWall } from '../../scripts/suiteFigures'
import { busyCpuSeconds } from '../../scripts/busyCpu'

const moduleOf = (name: string, groupOrder: number) =>
  ({ project: { name, config: { sequence: { groupOrder } } } }) as never

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe("the suite's figures", () => {
  it('reads the machine’s busy and stolen CPU-seconds, which only grow', () => {
    const before = busyCpuSeconds()!
    expect(before.busy).toBeGreaterThan(0)
    expect(before.stolen).toBeGreaterThanOrEqual(0)
    const until = Date.now() + 50
    while (Date.now() < until);
    const after = busyCpuSeconds()!
    expect(after.busy).toBeGreaterThanOrEqual(before.busy)
    expect(after.stolen).toBeGreaterThanOrEqual(before.stolen)
  })

  it('says a wall time in minutes and seconds', () => {
    expect(formatWall(41.4)).toBe('41 s')
    expect(formatWall(542)).toBe('9 min 2 s')
  })

  it('prints each group (projects run side by side) with its wall time, the lint first, and the total', () => {
    vi.useFakeTimers({ now: 0 })
    vi.stubEnv('PORTICO_LINT_FIGURES', JSON.stringify({ wallSeconds: 40, cpu: { busy: 70, stolen: 3 } }))
    const printed: string[] = []
    vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text))
    const figures = new SuiteFigures()
    figures.onInit({} as never)
    figures.onTestModuleStart(moduleOf('stories', 0))
    figures.onTestModuleStart(moduleOf('e2e', 0))
    vi.setSystemTime(300_000)
    figures.onTestModuleEnd(moduleOf('stories', 0))
    vi.setSystemTime(540_000)
    figures.onTestModuleEnd(moduleOf('e2e', 0))
    figures.onTestModuleStart(moduleOf('unit', 1))
    vi.setSystemTime(600_000)
    figures.onTestModuleEnd(moduleOf('unit', 1))
    figures.onTestRunEnd()
    const lines = printed.join('\n').split('\n')
    expect(lines.find((l) => l.includes('lint'))).toMatch(/lint\s+40 s\s+70 CPU-s\s+3 stolen/)
    expect(lines.find((l) => l.includes('stories, e2e'))).toMatch(/9 min 0 s .* stories 5 min 0 s · e2e 9 min 0 s/)
    expect(lines.find((l) => l.trim().startsWith('unit'))).toMatch(/unit\s+1 min 0 s/)
    expect(lines.find((l) => l.trim().startsWith('total'))).toMatch(/total\s+10 min 40 s/)
  })

  it('prints nothing for a run of one project', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const figures = new SuiteFigures()
    figures.onInit({} as never)
    figures.onTestModuleStart(moduleOf('unit', 1))
    figures.onTestModuleEnd(moduleOf('unit', 1))
    figures.onTestRunEnd()
    expect(log).not.toHaveBeenCalled()
  })
})
