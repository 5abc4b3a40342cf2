// portico/wagmi with a WalletConnect wallet: the real WalletConnect connector (UniversalProvider)
// paired over the local relay with the headless WalletKit wallet, on anvil. Portico pairs; wagmi
// follows, and its actions are signed by the wallet at the other end of the session.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig, http } from 'wagmi'
import { disconnect, getAccount, signTypedData } from 'wagmi/actions'
import { verifyTypedData } from 'viem'
import { anvil as viemAnvil } from 'viem/chains'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { startRelay, type Relay } from '../../mocks/relay'
import { createWalletConnectWallet } from '../../mocks/wallets/walletConnect'
import { createWalletConnectConnector } from '../../src/connectors/walletConnect/walletConnectConnector'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { pairingRequested } from '../../src/features/walletConnect/actions'
import { selectWalletConnectSettings } from '../../src/features/walletConnect/selectors'
import { anvil as anvilNetwork } from '../../src/networks'
import { porticoConnector } from '../../src/wagmi'
import { porticoForTest } from '../support/portico'
import { flowSteps } from '../support/waits'

/** How long a test waits for what it dispatched to show (a pairing and a session travel through the relay). */
const settles = { ...flowSteps(3), interval: 10 }

let relay: Relay
let chain: Anvil
beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay(), startAnvil()])
})
afterAll(async () => {
  await relay?.stop()
  await chain?.stop()
})

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'Hello from wagmi over WalletConnect' },
} as const

describe('portico/wagmi with a WalletConnect wallet', () => {
  it("a wallet paired over the relay connects wagmi; wagmi's signTypedData is signed by it, and wagmi's disconnect ends the session", async () => {
    const p = porticoForTest({
      networks: [anvilNetwork(chain.url)],
      walletConnect: { relayUrl: relay.url, verify: false },
    })
    const connector = createWalletConnectConnector({
      settings: () => selectWalletConnectSettings(p.store.getState()),
      storagePrefix: 'portico-wagmi-walletconnect',
    })
    p.registry.add(connector)
    const wallet = await createWalletConnectWallet({ relayUrl: relay.url, anvilUrl: chain.url })
    try {
      const config = createConfig({
        chains: [viemAnvil],
        connectors: [porticoConnector({ store: p.store })],
        transports: { [viemAnvil.id]: http(chain.url) },
        storage: null,
      })
      await p.store.portico.attachApi(p.store.dispatch)
      p.store.dispatch(openRequested())
      p.store.dispatch(pushed({ view: 'ConnectingWalletConnect' }))
      p.store.dispatch(pairingRequested())
      await vi.waitUntil(() => !!p.state().walletConnect.pairing.uri, settles)
      await wallet.pair(p.state().walletConnect.pairing.uri!)
      await vi.waitUntil(() => getAccount(config).status === 'connected', settles)
      expect(getAccount(config)).toMatchObject({ address: wallet.addresses[0], chainId: 31337 })

      const signature = await signTypedData(config, typedData)
      expect(await verifyTypedData({ address: wallet.addresses[0]!, signature, ...typedData })).toBe(true)

      await disconnect(config)
      expect(p.state().account.eip155?.status).toBe('disconnected')
      await vi.waitUntil(() => wallet.sessions().length === 0, settles)
    } finally {
      await connector.close()
      await wallet.close()
    }
  })
})
