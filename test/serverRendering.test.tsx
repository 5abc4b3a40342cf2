// Importing Portico and rendering it on the server touches no window, document or storage.
// Libraries may feature-detect (`typeof window`); Portico's own code must not reach for them.
import { resolve, sep } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clockAndRandomReads } from './support/clockReads'

const guarded = ['window', 'document', 'localStorage', 'sessionStorage', 'indexedDB'] as const
const touches: { name: string; stack: string }[] = []
const saved = new Map<string, PropertyDescriptor | undefined>()

beforeAll(() => {
  for (const name of guarded) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name))
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touches.push({ name, stack: new Error().stack ?? '' })
        return undefined
      },
    })
  }
})

afterAll(() => {
  for (const name of guarded) {
    const descriptor = saved.get(name)
    if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    else delete (globalThis as Record<string, unknown>)[name]
  }
})

/** A touch made by Portico's own code: the frame right below the getter is Portico's source. */
const byPortico = (stack: string) => {
  const toucher =
    stack
      .split('\n')
      .slice(2)
      .find((f) => f.includes('/')) ?? ''
  return (
    [resolve('src'), resolve('mocks')].some((dir) => toucher.includes(dir + sep)) &&
    !toucher.includes(`${sep}node_modules${sep}`)
  )
}

describe('server rendering', () => {
  it('imports and renders <PorticoProvider><ConnectButton/></PorticoProvider> without touching window, document or storage', async () => {
    const { renderToString } = await import('react-dom/server')
    const { createElement } = await import('react')
    const { PorticoProvider } = await import('../src/react')
    const { ConnectButton } = await import('../src/views/ConnectButton')
    const { mainnet } = await import('../src/networks')
    const html = renderToString(
      createElement(
        PorticoProvider,
        { config: { projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet] } },
        createElement(ConnectButton),
      ),
    )
    expect(html).toContain('<button')
    expect(touches.filter((t) => byPortico(t.stack)).map((t) => `${t.name}\n${t.stack}`)).toEqual([])
  })
  // Next.js prerenders Client Components too (cacheComponents, its App Router default) and, in
  // `next dev`, reports a render that reads the clock or draws a random number as an issue on
  // every page load. Redux Toolkit's development checks time each dispatch with Date.now().
  it('rendering PorticoProvider with its own store reads no clock and draws nothing random (Next.js prerendering)', async () => {
    const { renderToString } = await import('react-dom/server')
    const { createElement } = await import('react')
    const { PorticoProvider } = await import('../src/react')
    const { ConnectButton } = await import('../src/views/ConnectButton')
    const { mainnet } = await import('../src/networks')
    const { reads } = clockAndRandomReads(() =>
      renderToString(
        createElement(
          PorticoProvider,
          // A project id that raises an alert: every config action is in the render.
          { config: { projectId: '', networks: [mainnet] } },
          createElement(ConnectButton),
        ),
      ),
    )
    expect(reads).toEqual([])
  })
})
