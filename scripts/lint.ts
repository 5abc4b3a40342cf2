// `npm run lint`: TypeScript, ESLint and Prettier side by side. Each keeps about one core busy,
// so one after another they left the second core idle for most of the 40 s they take at the
// start of `npm test` on two cores. Each one's output is printed whole once it ends, and the
// lint fails when any of them does.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const checks: [string, ...string[]][] = [
  ['tsc', '-p', 'tsconfig.json', '--noEmit'],
  ['eslint', '.', '--max-warnings', '0'],
  ['prettier', '--check', '.', '--log-level', 'warn'],
]

const results = await Promise.all(
  checks.map(
    ([tool, ...args]) =>
      new Promise<{ tool: string; code: number; output: string }>((resolve) => {
        const child = spawn(join('node_modules', '.bin', tool), args, { stdio: ['ignore', 'pipe', 'pipe'] })
        let output = ''
        child.stdout.on('data', (chunk) => (output += chunk))
        child.stderr.on('data', (chunk) => (output += chunk))
        child.on('close', (code) => resolve({ tool, code: code ?? 1, output }))
      }),
  ),
)
for (const { tool, code, output } of results) {
  if (output.trim()) console.log(`${tool}:\n${output.trimEnd()}`)
  if (code !== 0) console.error(`lint: ${tool} failed (exit code ${code})`)
}
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0
