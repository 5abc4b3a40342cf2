// The Chromium the browser tests, the story tests and the bench launch. Playwright cannot
// download its own browser here (toolchain notes): a browser on the machine is used, found in
// this order, and `npm test` installs Debian's when there is none (scripts/ensureBrowser.ts).
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Set it to a Chromium or Chrome binary to use that one. */
export const chromiumVariable = 'PORTICO_CHROMIUM'

/** Where Debian, Ubuntu and Google put their browsers. */
const knownPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
]

/** The browser to launch, or undefined when the machine has none. */
export function findChromium(): string | undefined {
  const chosen = process.env[chromiumVariable]
  if (chosen) return existsSync(chosen) ? chosen : undefined
  return knownPaths.find((path) => existsSync(path))
}

export function chromiumPath(): string {
  const found = findChromium()
  if (found) return found
  const chosen = process.env[chromiumVariable]
  throw new Error(
    chosen
      ? `portico: ${chromiumVariable}=${chosen} does not exist.`
      : `portico: no Chromium found (looked in ${knownPaths.join(', ')}). Run \`npm test\` as root to install Debian's, or install one yourself (\`sudo apt-get install chromium\`) or set ${chromiumVariable} to a Chromium binary.`,
  )
}

/** Headless, and no background calls to hosts that do not answer offline. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium with the usual switches, and `extraArgs` after them (a test file's own). */
export const launchChromium = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, ...extraArgs] })
