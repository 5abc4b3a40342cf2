// Browser wallets for the tests of several wallets at once (README "Several wallets at once"):
// scripted connectors named after their wallet, each connecting as its own address.
import { expect, vi } from 'vitest'
import type { ChainNamespace } from '../../src/contract'
import { connectRequested } from '../../src/features/connection/actions'
import { openRequested } from '../../src/features/modal/actions'
import { fakeConnector } from './fakeConnector'
import type { porticoForTest } from './portico'
import { flowStep } from './waits'

export type Portico = ReturnType<typeof porticoForTest>
export type NamedWallet = ReturnType<typeof namedWallet>

/**
 * A browser wallet called `name` (its connector `announced:<name>`) of `namespace`, connecting
 * as `address` on `network` (an eip155 one on Ethereum).
 */
export function namedWallet(name: string, address: string, namespace: ChainNamespace = 'eip155', network = 'eip155:1') {
  const id = name.toLowerCase()
  const fake = fakeConnector({ id: `announced:${id}`, name, rdns: id, chain: namespace })
  fake.script.connect = () =>
    Promise.resolve({
      caipAddress: `${network}:${address}` as never,
      accounts: [address],
      caipNetworkId: network as never,
    })
  return fake
}

/** Each wallet on the page, connected in this order (each acting once it connected). */
export async function connectedInOrder(p: Portico, ...fakes: NamedWallet[]) {
  for (const fake of fakes) p.registry.add(fake.connector)
  for (const fake of fakes) await connectInModal(p, fake)
}

/** The visitor opens the modal and picks `fake`; resolves once it acts in its namespace. */
export async function connectInModal(p: Portico, fake: NamedWallet) {
  p.store.dispatch(openRequested())
  p.store.dispatch(connectRequested({ connectorId: fake.connector.info.id }))
  await vi.waitFor(
    () => expect(p.state().connectors.connectedIdByNamespace[fake.connector.info.chain]).toBe(fake.connector.info.id),
    flowStep,
  )
}
