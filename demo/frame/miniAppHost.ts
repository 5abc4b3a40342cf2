// A Farcaster client standing in, offline (miniAppHost.html): the demo app runs in this page's
// iframe as a mini app, and this page answers it as a client answers the Mini App SDK (comlink's
// wire messages, as @farcaster/miniapp-host does): its context, its capabilities, its wallet's
// EIP-6963 description, and its wallet's requests (`ethProviderRequestV2`). The wallet is the
// demo wallet on the local chain (anvil's fourth account), named "Portico Host Wallet": Portico lists
// it first in the app's Connect. Only the app's own window, at this origin, is answered.
import { createDemoWallet } from '../../mocks/wallets'
import { anvilChainId, walletChains } from '../wallet'

declare const __PORTICO_DEMO_ANVIL_URL__: string | undefined

const query = new URLSearchParams(location.search)
const rpcUrl = query.get('rpc') ?? __PORTICO_DEMO_ANVIL_URL__ ?? 'http://127.0.0.1:8545'
const app = document.getElementById('mini-app') as HTMLIFrameElement
const appOrigin = location.origin
// The demo, with this page's query (its settings) passed on, as a mini app.
const appQuery = new URLSearchParams(location.search)
appQuery.set('miniApp', '1')
app.src = `./index.html?${appQuery}`

/** Anvil's fourth well-known test account (funded on every anvil): not the demo wallet's, nor its second's. */
const hostKey = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'

const wallet = createDemoWallet({
  rpcUrl,
  privateKey: hostKey,
  chainId: anvilChainId,
  knownChains: walletChains.map(({ id, name }) => ({ id, name })),
  name: 'Portico Host Wallet',
  rdns: 'xyz.farcaster.MiniAppWallet',
})
const context = {
  client: { clientFid: 9152, added: false, platformType: 'web' },
  user: { fid: 1, username: 'portico' },
}
const post = (message: unknown) => app.contentWindow?.postMessage(message, appOrigin)

window.addEventListener('message', async (event: MessageEvent) => {
  if (event.source !== app.contentWindow || event.origin !== appOrigin) return
  const { id, type, path, argumentList } = (event.data ?? {}) as {
    id?: unknown
    type?: unknown
    path?: unknown
    argumentList?: { value?: unknown }[]
  }
  if (typeof id !== 'string' || !Array.isArray(path) || typeof path[0] !== 'string') return
  const args = (argumentList ?? []).map((arg) => arg?.value)
  const reply = (value: unknown) => post({ id, type: 'RAW', value })
  switch (`${String(type)} ${path[0]}`) {
    case 'GET context':
      return reply(context)
    case 'APPLY getCapabilities':
      return reply(['wallet.getEthereumProvider', 'actions.ready'])
    case 'APPLY ready':
      return reply(undefined)
    case 'APPLY eip6963RequestProvider':
      post({ type: 'frameEvent', event: { event: 'eip6963:announceProvider', info: wallet.info } })
      return reply(undefined)
    case 'APPLY ethProviderRequestV2': {
      const request = args[0] as { id: number; method: string; params?: readonly unknown[] }
      try {
        return reply({ jsonrpc: '2.0', id: request.id, result: await wallet.provider.request(request) })
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return reply({ jsonrpc: '2.0', id: request.id, error: { code: code ?? -32603, message: message ?? 'Error' } })
      }
    }
    default:
      return post({
        id,
        type: 'HANDLER',
        name: 'throw',
        value: { isError: true, value: { name: 'Error', message: `Unsupported ${String(type)} for ${path[0]}` } },
      })
  }
})

// The wallet's events, forwarded as a client forwards them.
for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
  wallet.provider.on(event, ((...params: unknown[]) => post({ type: 'frameEthProviderEvent', event, params })) as never)
