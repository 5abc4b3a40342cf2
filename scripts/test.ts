// `npm test`: the lint, then every test group (`vitest run`, extra arguments passed on), with the
// suite's figures at the end (suiteFigures.ts): the lint's wall time and busy CPU-seconds go
// to vitest's reporter, which prints them with the groups'. A failing lint stops here, as
// `lint && vitest run` did.
import { spawn } from 'node:child_process'
import { busyCpuBetween, busyCpuSeconds } from './busyCpu'
import { vitestRun } from './vitestRun'

const startedAt = Date.now()
const cpuAtStart = busyCpuSeconds()
await import('./lint')
if (process.exitCode) process.exit(process.exitCode)
const lint = {
  wallSeconds: (Date.now() - startedAt) / 1000,
  cpu: busyCpuBetween(cpuAtStart, busyCpuSeconds()),
}
const vitest = spawn(...vitestRun(...process.argv.slice(2)), {
  stdio: 'inherit',
  env: { ...process.env, PORTICO_LINT_FIGURES: JSON.stringify(lint) },
})
vitest.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
