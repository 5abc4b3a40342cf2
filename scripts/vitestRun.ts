// The command line of `vitest run` for the test scripts (test.ts, testQuick.ts): the installed
// vitest under the Node that runs the script (the project's Node 24, through npm).
import { join } from 'node:path'

export const vitestRun = (...args: string[]): [string, string[]] => [
  process.execPath,
  [join('node_modules', 'vitest', 'vitest.mjs'), 'run', ...args],
]
