// On a slow phone the modal's body and the api's chunk come over one thin line: the body goes
// first (its Connect view lists the wallets that need no service), the api's chunk once it has
// arrived, and never later than a second after it was asked for.
import { afterEach, describe, expect, it, vi } from 'vitest'

async function freshPortico() {
  vi.resetModules()
  const asked = vi.fn()
  vi.doMock('../../src/composition/apiParts', () => {
    asked()
    return {}
  })
  const portico = await import('../../src/composition/portico')
  return { ...portico, asked }
}

afterEach(() => {
  vi.useRealTimers()
  vi.doUnmock('../../src/composition/apiParts')
})

describe("the api's chunk after the modal's body", () => {
  it('is asked for once the body has arrived', async () => {
    const { fetchedBeforeApi, loadApiParts, asked } = await freshPortico()
    let arrive!: () => void
    fetchedBeforeApi(new Promise<void>((resolve) => (arrive = resolve)))
    const parts = loadApiParts()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).not.toHaveBeenCalled()
    arrive()
    await parts
    expect(asked).toHaveBeenCalledOnce()
  })

  it('waits for it a second at most', async () => {
    vi.useFakeTimers()
    const { fetchedBeforeApi, loadApiParts, asked, goesFirstAtMostMs } = await freshPortico()
    fetchedBeforeApi(new Promise(() => {}))
    const parts = loadApiParts()
    await vi.advanceTimersByTimeAsync(goesFirstAtMostMs - 1)
    expect(asked).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await parts
    expect(asked).toHaveBeenCalledOnce()
    expect(goesFirstAtMostMs).toBe(1000)
  })

  it('is not held up by a body that failed to load', async () => {
    const { fetchedBeforeApi, loadApiParts, asked } = await freshPortico()
    fetchedBeforeApi(Promise.reject(new Error('chunk failed')))
    await loadApiParts()
    expect(asked).toHaveBeenCalledOnce()
  })

  it('is asked for at once where no body comes first (a headless host)', async () => {
    const { loadApiParts, asked } = await freshPortico()
    await loadApiParts()
    expect(asked).toHaveBeenCalledOnce()
  })
})
