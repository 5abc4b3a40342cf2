// @vitest-environment jsdom
// useConnections and useActiveConnection as a host's component calls them under PorticoProvider
// (README "Several wallets at once"): with `multiWallet`, every wallet connected is listed in the
// order it came, each with the namespaces where it acts; switching moves the account the host
// reads at once, in one render; disconnecting one leaves the other acting. Without it, section
// 4's one wallet per namespace is listed the same way, and disconnecting it lets it alone go. The connection events reach
// usePorticoEvents and never the analytics service.
import { act, cleanup, render } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNodeMocks } from '../../mocks/node'
import type { ChainNamespace } from '../../src/contract'
import { tabChanged } from '../../src/features/account/accountSlice'
import { analyticsQuietMs } from '../../src/features/analytics/analyticsFlow'
import {
  PorticoProvider,
  useActiveConnection,
  useConnections,
  usePorticoAccount,
  usePorticoEvents,
  type PorticoConnection,
  type PorticoEvent,
} from '../../src'
import { mockedHosts, porticoForTest } from '../support/portico'
import { connectedInOrder, connectInModal, namedWallet, type Portico } from '../support/walletsAtOnce'
import { flowStep } from '../support/waits'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'bypass' }))
afterEach(() => {
  cleanup()
  document.querySelectorAll('[data-portico]').forEach((e) => e.remove())
  mocks.db.receivedEvent.deleteMany({ where: {} })
})
afterAll(() => mocks.server.close())

const alice = '0xA11CE00000000000000000000000000000000001'
const bob = '0xB0B0000000000000000000000000000000000002'

/** Alpha then Beta connected, on a store with the services the Node mocks answer. */
async function twoWallets(multiWallet: boolean) {
  const p = porticoForTest({ multiWallet, baseUrls: mockedHosts })
  await connectedInOrder(p, namedWallet('Alpha', alice), namedWallet('Beta', bob))
  return p
}

/** The host's component: what each render read, the hooks' last results, the events heard. */
function hostPage(p: Portico, namespace?: ChainNamespace) {
  const host = {
    addresses: [] as (string | undefined)[],
    lists: [] as PorticoConnection[][],
    hooks: undefined as unknown as ReturnType<typeof useConnections>,
    acting: undefined as PorticoConnection | undefined,
    events: [] as PorticoEvent[],
  }
  function Host() {
    const hooks = useConnections()
    const acting = useActiveConnection(namespace)
    const { address } = usePorticoAccount()
    usePorticoEvents((event) => host.events.push(event))
    host.addresses.push(address)
    host.lists.push(hooks.connections)
    host.hooks = hooks
    host.acting = acting
    return null
  }
  render(
    <PorticoProvider store={p.store} instance={p.store.portico}>
      <Host />
    </PorticoProvider>,
  )
  return host
}

const summary = (connections: PorticoConnection[]) =>
  connections.map((c) => ({
    connectorId: c.connectorId,
    name: c.wallet.name,
    addresses: Object.values(c.namespaces).map((a) => a.caipAddress),
    active: c.active,
  }))

describe('useConnections with several wallets at once (multiWallet)', () => {
  it('lists both wallets in the order they connected, the last acting; the array stays the same while they do', async () => {
    const p = await twoWallets(true)
    const host = hostPage(p)
    expect(summary(host.hooks.connections)).toEqual([
      { connectorId: 'announced:alpha', name: 'Alpha', addresses: [`eip155:1:${alice}`], active: [] },
      { connectorId: 'announced:beta', name: 'Beta', addresses: [`eip155:1:${bob}`], active: ['eip155'] },
    ])
    expect(host.acting?.connectorId).toBe('announced:beta')
    // The account changes in ways the list does not show: the host's list is the same array.
    const before = host.hooks.connections
    act(() => void p.store.dispatch(tabChanged({ namespace: 'eip155', tab: 'Activity' })))
    expect(host.hooks.connections).toBe(before)
  })

  it('switchConnection: the account the host reads is the other wallet’s in the one render that follows', async () => {
    const p = await twoWallets(true)
    const host = hostPage(p)
    expect(host.addresses.at(-1)).toBe(bob)
    const rendered = host.addresses.length
    act(() => host.hooks.switchConnection('announced:alpha'))
    // No render in between showed another account, nor none.
    expect(host.addresses.slice(rendered)).toEqual([alice])
    expect(host.acting?.connectorId).toBe('announced:alpha')
    expect(summary(host.hooks.connections).map((c) => c.active)).toEqual([['eip155'], []])
  })

  it('disconnect: that wallet alone leaves, and the other acts', async () => {
    const p = await twoWallets(true)
    const host = hostPage(p)
    act(() => host.hooks.disconnect('announced:beta'))
    // Off the list at once; the other acts once Beta has been told.
    expect(host.hooks.connections.map((c) => c.connectorId)).toEqual(['announced:alpha'])
    await vi.waitFor(() => expect(host.acting?.connectorId).toBe('announced:alpha'), flowStep)
    expect(summary(host.hooks.connections)).toEqual([
      { connectorId: 'announced:alpha', name: 'Alpha', addresses: [`eip155:1:${alice}`], active: ['eip155'] },
    ])
    expect(host.addresses.at(-1)).toBe(alice)
  })

  it('the connection events reach usePorticoEvents, and the analytics service gets none of them', async () => {
    const p = porticoForTest({ multiWallet: true, baseUrls: mockedHosts })
    const a = namedWallet('Alpha', alice)
    const b = namedWallet('Beta', bob)
    p.registry.add(a.connector)
    p.registry.add(b.connector)
    const host = hostPage(p)
    await act(() => connectInModal(p, a))
    await act(() => connectInModal(p, b))
    act(() => host.hooks.switchConnection('announced:alpha'))
    act(() => host.hooks.disconnect('announced:beta'))
    const connectionEvents = () =>
      host.events.filter((e) => e.event.startsWith('CONNECTION_')).map((e) => [e.event, e.properties])
    await vi.waitFor(
      () =>
        expect(connectionEvents()).toEqual([
          ['CONNECTION_ADDED', { connectorId: 'announced:alpha', name: 'Alpha', namespaces: ['eip155'] }],
          ['CONNECTION_ADDED', { connectorId: 'announced:beta', name: 'Beta', namespaces: ['eip155'] }],
          ['CONNECTION_SWITCHED', { connectorId: 'announced:alpha', name: 'Alpha', namespaces: ['eip155'] }],
          ['CONNECTION_REMOVED', { connectorId: 'announced:beta', name: 'Beta', namespaces: ['eip155'] }],
        ]),
      flowStep,
    )
    // The catalogue's events of the same visit go out; the host's own do not.
    const sent = () => mocks.db.receivedEvent.getAll().map((e) => JSON.parse(e.body) as { props: { event: string } })
    await vi.waitFor(() => expect(sent().map((e) => e.props.event)).toContain('CONNECT_SUCCESS'), {
      timeout: analyticsQuietMs * 5,
    })
    expect(sent().map((e) => e.props.event)).not.toContainEqual(expect.stringMatching(/^CONNECTION_/))
  })
})

describe('useConnections with one wallet per namespace (multiWallet off)', () => {
  it('lists the one wallet that is connected, acting in its namespace', async () => {
    const p = await twoWallets(false)
    const host = hostPage(p)
    expect(summary(host.hooks.connections)).toEqual([
      { connectorId: 'announced:beta', name: 'Beta', addresses: [`eip155:1:${bob}`], active: ['eip155'] },
    ])
    expect(host.acting).toBe(host.hooks.connections[0])
  })

  it('disconnect lets that wallet go; the last one is section 4’s Disconnect', async () => {
    const p = await twoWallets(false)
    const host = hostPage(p)
    act(() => host.hooks.disconnect('announced:beta'))
    await vi.waitFor(() => expect(host.hooks.connections).toEqual([]), flowStep)
    expect(p.dispatched('portico/disconnectSucceeded')).toHaveLength(1)
    expect(host.acting).toBeUndefined()
  })
})
