// `npm run test:quick`: the loop while working (meant to take under two minutes on a warm clone;
// the unit and contract part alone takes 198 s today, which the suite's own work has to cut). The unit
// files (both projects) and the contracts (consumer, pinned, provider) run whole; the stories
// only where a file they import has changed since the last commit (vitest's --changed, which
// follows the imports), so a view's change runs its own stories and a store's change the stories
// that use it. No browser tests, no package hosts: `npm test` runs everything, and is what CI runs.
import { spawnSync } from 'node:child_process'
import { vitestRun } from './vitestRun'

const vitest = (...args: string[]) => spawnSync(...vitestRun(...args), { stdio: 'inherit' }).status ?? 1

const projects = ['unit', 'unit-isolated', 'consumer', 'pinned', 'provider'].flatMap((name) => ['--project', name])
const whole = vitest(...projects)
const stories = vitest('--project', 'stories', '--changed', '--passWithNoTests')
process.exit(whole || stories)
