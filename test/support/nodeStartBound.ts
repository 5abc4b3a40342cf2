/**
 * Starting a node a test talks to (anvil and the demo's contracts, the Solana validator, the
 * relay): 1–3 s alone, several times that while the suite's other groups keep both cores busy.
 * Vitest's 5 s for a test and 10 s for a set-up ran out on a fresh clone: a unit file's set-up
 * has this bound (vite.config.ts), and so does a test that starts a node of its own.
 */
export const nodeStartBound = 30_000
