// Run before `npm test`: the browser tests need a Chromium. A machine that has one (or names one
// in PORTICO_CHROMIUM) goes on at once; a Debian machine without one gets Debian's when this runs
// as root (as on a fresh machine of this kind and in CI); anywhere else it stops here and says
// what to do, rather than eight test files failing later with a missing executable.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath, chromiumVariable, findChromium } from './chromium'

function canInstall(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
}

if (!findChromium()) {
  // A variable naming a missing file is the developer's to mend: nothing is installed then.
  if (!process.env[chromiumVariable] && canInstall()) {
    console.log("portico: no Chromium on this machine; installing Debian's (apt-get install chromium, about a minute)")
    const quiet = {
      stdio: ['ignore', 'ignore', 'inherit'] as ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }
    execFileSync('apt-get', ['update', '-qq'], quiet)
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet)
  }
  try {
    console.log(`portico: browser tests use ${chromiumPath()}`)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
