// Several wallets at once as a host types them: the hooks' results and the connection events,
// from both public entries.
import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../../src'
import {
  useActiveConnection,
  useConnections,
  type ConnectionEvent,
  type PorticoConnection,
  type PorticoEvent,
  type WalletConnection,
} from '../../src'
import * as headless from '../../src/headless'

describe('several wallets at once, typed', () => {
  it('useConnections lists PorticoConnections and takes a connector id to switch to or disconnect', () => {
    type Result = ReturnType<typeof useConnections>
    expectTypeOf<Result['connections']>().toEqualTypeOf<PorticoConnection[]>()
    expectTypeOf<Result['switchConnection']>().toEqualTypeOf<(connectorId: string) => void>()
    expectTypeOf<Result['disconnect']>().toEqualTypeOf<(connectorId: string) => void>()
    expectTypeOf<PorticoConnection>().toMatchTypeOf<WalletConnection>()
    expectTypeOf<PorticoConnection['active']>().toEqualTypeOf<ChainNamespace[]>()
    expectTypeOf<PorticoConnection['wallet']['name']>().toBeString()
  })

  it('useActiveConnection takes a namespace or none, and may find no wallet', () => {
    expectTypeOf(useActiveConnection).parameters.toEqualTypeOf<[namespace?: ChainNamespace]>()
    expectTypeOf(useActiveConnection).returns.toEqualTypeOf<PorticoConnection | undefined>()
    expectTypeOf(headless.useActiveConnection).toEqualTypeOf(useActiveConnection)
    expectTypeOf(headless.useConnections).toEqualTypeOf(useConnections)
  })

  it('the connection events narrow to their wallet and namespaces', () => {
    const on = (e: PorticoEvent) => {
      if (e.event === 'CONNECTION_ADDED' || e.event === 'CONNECTION_REMOVED' || e.event === 'CONNECTION_SWITCHED') {
        expectTypeOf(e.properties).toEqualTypeOf<ConnectionEvent['properties']>()
        expectTypeOf(e.properties.namespaces).toEqualTypeOf<ChainNamespace[]>()
        expectTypeOf(e.properties.name).toBeString()
      }
    }
    expectTypeOf(on).toBeFunction()
  })
})
