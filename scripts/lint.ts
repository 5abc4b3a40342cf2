// `npm run lint`: TypeScript, ESLint and Prettier side by side. Each keeps about one core busy,
// so one after another they left the second core idle for most of the 40 s they take at the
// start of `npm test` on two cores. Each one's output is printed whole once it ends, and the
// lint fails when any of them does.
// The type check runs on TypeScript 7, the native compiler (`typescript-native`, an alias of
// typescript@7): 7 s and 13 CPU-seconds where TypeScript 6 took 25 s and 32, with the same
// errors; the build's emit is on 7 too (20 CPU-seconds against 52). TypeScript 6 stays for what
// loads it as a library (typescript-eslint, the tests). Both packages have a `tsc` bin, so each
// is called by its path. The check runs one checker, as 6 does: 7's default, four side by side,
// each working out the types the others also need, took 15 busy CPU-seconds against 7.6, for the
// same errors, and no less time on two cores.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const checks: [string, ...string[]][] = [
  [join('node_modules', 'typescript-native', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit', '--checkers', '1'],
  [join('node_modules', '.bin', 'eslint'), '.', '--max-warnings', '0'],
  [join('node_modules', '.bin', 'prettier'), '--check', '.', '--log-level', 'warn'],
]

const results = await Promise.all(
  checks.map(
    ([tool, ...args]) =>
      new Promise<{ tool: string; code: number; output: string }>((resolve) => {
        const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] })
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
