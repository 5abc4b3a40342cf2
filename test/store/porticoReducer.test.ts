import { configureStore, createSlice } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directoryApi } from '../../src/api/porticoApi'
import { defaultPortico, porticoMiddleware, porticoReducer } from '../../src/composition/defaultInstance'
import { porticoApi } from '../../src/api/porticoApi'
import { servicesConfigured } from '../../src/features/options/servicesSlice'
import { createPortico } from '../../src/composition/portico'
import { outcomeOf } from '../../harness/outcome'

const server = setupServer(
  http.get('https://api.web3modal.org/getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: false })),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const host = createSlice({
  name: 'host',
  initialState: { clicks: 0 },
  reducers: { clicked: (s) => void (s.clicks += 1) },
})

function hostStore() {
  return configureStore({
    reducer: { host: host.reducer, portico: porticoReducer },
    middleware: (getDefault) => getDefault().prepend(porticoMiddleware),
  })
}

describe("Portico mounts under one key of a host's Redux store", () => {
  it('its calls work from the host store', async () => {
    const store = hostStore()
    // A host calling the endpoints itself attaches the api first (Portico does so when it starts).
    defaultPortico.attachLoadedApi(store.dispatch, porticoApi as never)
    store.dispatch(servicesConfigured({ projectId: 'host-project' }))
    const result = await outcomeOf(store as never, directoryApi.endpoints.analyticsConfig.initiate())
    expect(result).toEqual({ data: { isAnalyticsEnabled: false } })
    expect(Object.keys(store.getState())).toEqual(['host', 'portico'])
  })

  it("the host's actions leave Portico's state object as it was", () => {
    const store = hostStore()
    // The api middleware records its registration on the first action; settle that first.
    store.dispatch(host.actions.clicked())
    const before = store.getState().portico
    store.dispatch(host.actions.clicked())
    expect(store.getState().portico).toBe(before)
    expect(store.getState().host.clicks).toBe(2)
  })
})

describe('each Portico instance has its own api boundary', () => {
  it("attaching the api to one instance's store gives another instance's stores no api state", async () => {
    const first = createPortico()
    const second = createPortico()
    const storeOf = (instance: typeof first) =>
      configureStore({
        reducer: { portico: instance.reducer },
        middleware: (getDefault) => getDefault().concat(instance.middleware),
      })
    const [a, b] = [storeOf(first), storeOf(second)]
    await first.attachLoadedApi(a.dispatch, porticoApi as never)
    a.dispatch(host.actions.clicked())
    b.dispatch(host.actions.clicked())
    expect(a.getState().portico).toHaveProperty('queries')
    expect(b.getState().portico).not.toHaveProperty('queries')
    expect(b.getState().portico.services.apiAttached).toBe(false)
  })
})
