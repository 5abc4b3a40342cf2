// @vitest-environment jsdom
// portico/viem as a host calls it: viem clients on Portico's connection. The wallet client is
// the connected account's on its chain, through Portico's provider (whichever wallet is
// connected); the public client reads through Portico's node for the network (here a local
// anvil, at the network's own RPC URL: Portico's services are out of reach in these tests).
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { verifyMessage, type Address, type EIP1193Provider, type WalletClient } from 'viem'
import { createHarness } from '../../harness/porticoHarness'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { createDemoWallet } from '../../mocks/wallets/demoWallet'
import { demoWalletConnector, demoWalletInfo } from '../support/demoWalletConnector'
import { connectRequested } from '../../src/features/connection/actions'
import type { usePorticoAccount, useWalletProvider } from '../../src/headless'
import { PorticoHeadlessProvider, anvil as anvilNetwork } from '../../src/headless'
import { usePorticoPublicClient, usePorticoWalletClient } from '../../src/viem'
import { testConfig } from '../support/portico'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterEach(cleanup)
afterAll(async () => {
  await anvil.stop()
})

function host() {
  // Portico's services on a closed port (testConfig): nothing of this file reaches a mock server
  // another file counts requests on; the node is the network's own RPC URL.
  const config = { ...testConfig, networks: [anvilNetwork(anvil.url)] }
  const h = createHarness({ config })
  const wallet = createDemoWallet({ rpcUrl: anvil.url })
  h.registry.add(demoWalletConnector(wallet))
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <PorticoHeadlessProvider store={h.store}>{children}</PorticoHeadlessProvider>
  )
  return {
    ...h,
    wallet,
    wrapper,
    connect: () => h.store.dispatch(connectRequested({ connectorId: demoWalletInfo.id })),
  }
}

describe('portico/viem', () => {
  it("usePorticoWalletClient is undefined while disconnected, then the connected account's on its chain, signing with the connected wallet", async () => {
    const h = host()
    const { result } = renderHook(() => usePorticoWalletClient(), { wrapper: h.wrapper })
    expect(result.current).toBeUndefined()
    h.connect()
    await waitFor(() => expect(result.current).toBeDefined())
    const client = result.current!
    expect(client.account.address).toBe(h.wallet.address)
    expect(client.chain.id).toBe(31337)
    const signature = await client.signMessage({ message: 'Hello from viem' })
    expect(await verifyMessage({ address: h.wallet.address, message: 'Hello from viem', signature })).toBe(true)
  })

  it("usePorticoPublicClient reads the network through Portico's node: a local chain at its own RPC URL", async () => {
    const h = host()
    const { result } = renderHook(() => usePorticoPublicClient(), { wrapper: h.wrapper })
    const client = result.current!
    expect(client.chain.id).toBe(31337)
    expect(await client.getChainId()).toBe(31337)
    expect(await client.getBalance({ address: h.wallet.address })).toBe(10_000n * 10n ** 18n)
  })
})

describe('portico/viem: the types a viem host reads', () => {
  it("an eip155 account's address is viem's Address, another namespace's a string; the eip155 provider is viem's EIP1193Provider", () => {
    type Account<N extends Parameters<typeof usePorticoAccount>[0]> = ReturnType<typeof usePorticoAccount<N>>
    expectTypeOf<Account<'eip155'>['address']>().toEqualTypeOf<Address | undefined>()
    expectTypeOf<Account<'solana'>['address']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<Account<undefined>['address']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<ReturnType<typeof useWalletProvider<'eip155'>>['provider']>().toEqualTypeOf<
      EIP1193Provider | undefined
    >()
    expectTypeOf<ReturnType<typeof usePorticoWalletClient>>().toExtend<WalletClient | undefined>()
  })
})
