// The project's origin check (sections 7 and 8) on a real store with the mocks: once the api arrives,
// a page whose origin the project does not allow raises "Invalid App Configuration" once; the
// developer's own machine and a listed origin raise nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNodeMocks } from '../../mocks/node'
import { fixtures } from '../../mocks/db/fixtures'
import { openRequested } from '../../src/features/modal/actions'
import { alertRaised } from '../../src/features/alerts/alertsSlice'
import { mockedHosts, porticoForTest } from '../support/portico'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'bypass' }))
afterAll(() => mocks.server.close())
afterEach(() => vi.unstubAllGlobals())

async function openAt(origin: string) {
  vi.stubGlobal('location', { origin, href: `${origin}/` })
  const p = porticoForTest({ projectId: fixtures.projectId, baseUrls: mockedHosts })
  p.store.dispatch(openRequested())
  await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  // The list is read once the api is there; give its answer time to come.
  await new Promise((resolve) => setTimeout(resolve, 200))
  return p
}

describe("the project's origin check", () => {
  it('a page on an origin the project does not allow: "Invalid App Configuration", once', async () => {
    const p = await openAt('https://phishing.example.net')
    await vi.waitFor(() => expect(p.state().alerts.current).toBe('invalidAppConfiguration'))
    expect(p.dispatched(alertRaised.type)).toHaveLength(1)
  })

  it('a listed origin, and the developer’s own machine, raise nothing', async () => {
    for (const origin of ['https://portico.example', 'http://localhost:5173']) {
      const p = await openAt(origin)
      expect(p.dispatched(alertRaised.type), origin).toEqual([])
    }
  })
})
