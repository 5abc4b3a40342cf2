// Debian's Chromium, as the browser tests and the bench launch it (toolchain notes: Playwright
// cannot download its own browser here).
import { chromium, type Browser } from 'playwright-core'

export const chromiumPath = '/usr/bin/chromium'

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

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
