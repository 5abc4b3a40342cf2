// Commands the story tests run in the test runner's playwright page (vitest browser mode): what
// a page cannot do to itself.
import type { BrowserCommand } from 'vitest/node'
import '@vitest/browser-playwright'

/** The real mouse to the page's corner: a hover left by an earlier story would be in a screenshot. */
const mouseAway: BrowserCommand<[]> = async (context) => {
  await context.page.mouse.move(0, 0)
}

export const browserCommands = { mouseAway }
