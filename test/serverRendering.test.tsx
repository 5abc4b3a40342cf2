// Importing Portico and rendering it on the server touches no window, document or storage.
// Libraries may feature-detect (`typeof window`); Portico's own code must not reach for them.
import { resolve, sep } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
})
