import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const folder = fileURLToPath(new URL('../../src/connectors/', import.meta.url))
const modules = readdirSync(folder).filter((name) => name.endsWith('.ts'))

describe('connectors on the server', () => {
  it('runs without a window global', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    expect(modules.length).toBeGreaterThan(0)
  })

  it.each(modules)('importing src/connectors/%s in Node does not throw', async (name) => {
    await expect(import(/* @vite-ignore */ `${folder}${name}`)).resolves.toBeDefined()
  })
})
