// `npm run test:quick`: the loop while working, under two minutes on a warm clone. The unit
// files (both projects) and the contracts (consumer, pinned, provider) run whole; the stories
// only where a file they import has changed since the last commit (vitest's --changed, which
// follows the imports), so a view's change runs its own stories and a store's change the stories
// that use it. No browser tests, no package hosts: `npm test` runs everything, and is what CI runs.
//
// The three runs go side by side: the unit files leave a core idle while they wait on their
// chains and timers, and the contracts (run after the unit files in `npm test`, by their group
// order) and the stories' start (its config, Storybook's plugin, the changed files' graph) take
// seconds even when nothing changed. The unit files take four workers here, not the suite's
// three (there they share the cores with the package's hosts): 117 s against 132 alone.
import { spawn } from 'node:child_process'
import { vitestRun } from './vitestRun'

const vitest = (...args: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(...vitestRun(...args), { stdio: 'inherit' })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const projects = (...names: string[]) => names.flatMap((name) => ['--project', name])
const codes = await Promise.all([
  vitest(...projects('unit', 'unit-isolated'), '--maxWorkers', '4'),
  vitest(...projects('consumer', 'pinned', 'provider')),
  vitest(...projects('stories'), '--changed', '--passWithNoTests'),
])
process.exit(codes.find((code) => code !== 0) ?? 0)
