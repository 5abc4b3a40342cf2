// The events a host hears are typed by their name: narrowing on `event` gives the properties.
import { describe, expectTypeOf, it } from 'vitest'
import type { PorticoEvent } from '../../src/react'

describe('usePorticoEvents is typed by event name', () => {
  it('narrows each event to its own properties', () => {
    const on = (e: PorticoEvent) => {
      if (e.event === 'CONNECT_SUCCESS') {
        expectTypeOf(e.properties.connectorId).toBeString()
        expectTypeOf(e.properties.caipNetworkId).toMatchTypeOf<string>()
      }
      if (e.event === 'MODAL_OPEN') expectTypeOf(e.properties).toEqualTypeOf<{}>()
      if (e.event === 'ERROR_SHOWN')
        expectTypeOf(e.properties).toEqualTypeOf<{ alert: string } | { snackbar: string }>()
      if (e.event === 'ERROR_REPORTED') expectTypeOf(e.properties.errorType).toBeString()
      // @ts-expect-error -- not an event of the catalogue
      if (e.event === 'NOT_AN_EVENT') return
    }
    expectTypeOf(on).toBeFunction()
  })
})
