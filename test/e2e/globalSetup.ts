// One anvil node and one demo server for every browser test, each on a free port, so the
// tests never meet a running `npm run dev`. Both stop when the run ends.
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startAnvil } from '../../mocks/chain/anvil'
import { startDemoServer } from '../../demo/server'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    anvilUrl: string
  }
}

export default async function setup(project: TestProject) {
  const anvil = await startAnvil()
  let demo
  try {
    demo = await startDemoServer({ anvilUrl: anvil.url, cacheDir: fileURLToPath(new URL('../../node_modules/.vite-demo-e2e', import.meta.url)) })
  } catch (error) {
    await anvil.stop()
    throw error
  }
  project.provide('demoUrl', demo.url)
  project.provide('anvilUrl', anvil.url)
  return async () => {
    await demo.close()
    await anvil.stop()
  }
}
