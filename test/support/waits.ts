// Every bound the suite waits within, from one place: the unit files' in Node, the browser tests'
// (test/e2e) and the stories' (.storybook, src/**/*.stories.tsx). The stories import this file in
// Chromium, so it imports nothing. Sized for the suite's own run, where two groups of test files
// share two cores and a step takes several times what it takes alone; a wait that runs out still
// fails by its own bound, saying what it waited for. A longer bound is a count of steps, so it
// says how many it allows for.

/**
 * One step of a flow: an answer from the mocks, a block mined, a key derived or a message signed
 * in the fake frame. It is also the default of every vi.waitFor, vi.waitUntil and expect.poll
 * in the unit files (waitDefaults.ts, vite.config.ts): vitest's 1 s ran out on a loaded machine.
 * A unit test's own default bound is three steps (vite.config.ts), above its waits'. In a story
 * it bounds the short waits: a picture loaded, the skeletons gone, a shake over.
 */
export const flowStep = { timeout: 5000 }

/**
 * Steps in a row: a swap's approval then the swap, or a whole test's. A test's own bound is the
 * sum of its steps', not vitest's 5 s (one step): the step that hangs then fails by its own
 * wait, saying which, and a slow run of several is not cut short.
 */
export const flowSteps = (count: number) => ({ timeout: count * flowStep.timeout })

/**
 * Starting a node a test talks to (anvil and the demo's contracts, the Solana validator, the
 * relay): 1–3 s alone, several times that under load. Vitest's 5 s for a test and 10 s for a
 * set-up ran out on a fresh clone: a unit file's set-up has this bound (vite.config.ts), and so
 * does a test that starts a node of its own.
 */
export const nodeStartBound = 30_000

/**
 * The sponsored chain (startSponsoredChain): two nodes in a row, anvil with its contracts and then
 * Alto, which deploys its own before it answers. A fresh clone's run ran out of one bound.
 */
export const sponsoredChainStartBound = 2 * nodeStartBound

/**
 * One step of a page in Chromium, where the stories and the browser tests share the two cores:
 * a click answered, a dialog closed, a view whose code loads cold. The browser tests' default
 * for every Playwright action and wait, and their `eventually` (test/e2e/support/demo.ts); a
 * story's wait for its view or the pairing flow, sized for the first time a file loads them
 * through the dev server. Three flow steps: a flow's step and the browser's own work around it.
 */
export const pageStep = flowSteps(3)

/**
 * Page steps in a row: a login's connection (its keys derived, its requests answered), a
 * browser test's or a story's own bound (vite.config.ts), a warm-up on a cold dev server.
 */
export const pageSteps = (count: number) => ({ timeout: count * pageStep.timeout })

/**
 * A story's wait for what its scene's flows bring (a wallet connected, its balances listed), and
 * the default of every waitFor and findBy… in a play function (.storybook/preview.tsx): a file's
 * first story loads the flows' lazy parts cold, and under a full run's load a scene's balances
 * have taken over 4 s to arrive. Shorter than a page step: a story's own bound (two page steps)
 * still holds a scene's wait and the wait for its view after it.
 */
export const sceneStep = { timeout: 12_000 }

/**
 * How long a story's checks wait for its page to rest (.storybook/settled.ts) before they go
 * ahead all the same. Not a failure, so short: a page that never rests (a poll that never ends)
 * spends all of it in every story that shows one.
 */
export const pageRestBound = 3000
