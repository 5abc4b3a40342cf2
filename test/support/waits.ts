// The bounds the tests in Node wait within, from one place (the browser tests' are in
// test/e2e/support/demo.ts, the stories' in .storybook/scenes.ts). Sized for the suite's own run,
// where two groups of test files share two cores and a step takes several times what it takes
// alone; a wait that runs out still fails by its own bound, saying what it waited for.

/**
 * One step of a flow: an answer from the mocks, a block mined, a key derived or a message signed
 * in the fake frame. It is also the default of every vi.waitFor, vi.waitUntil and expect.poll
 * in the unit files (waitDefaults.ts, vite.config.ts): vitest's 1 s ran out on a loaded machine.
 * A unit test's own default bound is three steps (vite.config.ts), above its waits'.
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
