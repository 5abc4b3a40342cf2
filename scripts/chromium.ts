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

/**
 * Playwright's own `--disable-features` (playwright-core 1.65, chromiumSwitches.ts). Chromium
 * reads only the last `--disable-features` of its command line, so ours repeats these and the
 * launch leaves Playwright's out (`ignoreDefaultArgs`). Should Playwright's list change, its flag
 * is no longer left out but ours, after it, still wins: these stay disabled, a new one of its
 * would not be (then copy the new list here).
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Headless Chromium (the new headless mode: the whole browser, windows and all) builds the
 * address bar's popup, two WebUI pages in a renderer of its own, for every window, and each
 * browser context opens one: 1.4 s of CPU per context, which the browser tests pay for every
 * test (a fifth of a test's CPU), for a browser UI that no page and no test sees.
 */
const disabledFeatures = [...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** Playwright's launch options but the browser: our switches, `extraArgs` last (a test file's own). */
export const chromiumSwitches = (extraArgs: readonly string[] = []) => ({
  args: [...chromiumArgs, `--disable-features=${disabledFeatures.join(',')}`, ...extraArgs],
  ignoreDefaultArgs: [`--disable-features=${playwrightDisabledFeatures.join(',')}`],
})

/** Debian's Chromium with the usual switches, and `extraArgs` after them (a test file's own). */
export const launchChromium = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), ...chromiumSwitches(extraArgs) })
