// The Farcaster host's wallet, found by the contract farcasterContract.ts describes (the
// provider on the window, the SDK object, or the host asked the SDK's way), and made a connector
// Connect lists first. A chunk of its own: loaded only where a mini app may be.
import { createEip1193Connector } from '../../connectors/eip1193Connector'
import { isEip1193Provider, type Eip1193Provider } from '../../connectors/eip1193Provider'
import type { Connector, ConnectorInfo } from '../../connectors/types'
import {
  farcasterConnectorId,
  farcasterWalletNamed,
  farcasterWalletRdns,
  type FarcasterMiniAppGlobal,
  type MiniAppWindow,
} from './farcasterContract'
import { createMiniAppClient, miniAppChannel, miniAppEthereumProvider } from './miniAppHost'

/** The SDK's own bound for `isInMiniApp()`: a host that has not answered in a second is not there. */
export const hostAnswerMs = 1000
/** How long the host's EIP-6963 description (its wallet's name and icon) is waited for. */
export const hostDescriptionMs = 300

export interface FarcasterHost {
  provider: Eip1193Provider
  name: string
  icon?: string
  rdns: string
}

/** Only an inline image becomes an <img src> (the EIP-6963 rule, eip6963Checks.ts). */
const inlineImage = (icon: unknown) =>
  typeof icon === 'string' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(icon) ? icon : undefined
const rdnsOf = (rdns: unknown) =>
  typeof rdns === 'string' && /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i.test(rdns) ? rdns : farcasterWalletRdns

const within = <T>(promise: Promise<T>, ms: number, otherwise: T) =>
  Promise.race([promise.catch(() => otherwise), new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), ms))])

const described = (
  provider: Eip1193Provider,
  info: { name?: unknown; icon?: unknown; rdns?: unknown },
): FarcasterHost => {
  const icon = inlineImage(info.icon)
  return { provider, name: farcasterWalletNamed(info.name), ...(icon && { icon }), rdns: rdnsOf(info.rdns) }
}

/** Contract 2: the SDK object the app loaded. Its provider call may never answer off a host: bounded. */
async function fromSdk(sdk: FarcasterMiniAppGlobal, ms: number): Promise<FarcasterHost | undefined> {
  if (typeof sdk.isInMiniApp !== 'function' || typeof sdk.wallet?.getEthereumProvider !== 'function') return undefined
  if (!(await within(sdk.isInMiniApp(ms), ms * 2, false))) return undefined
  const provider = await within(sdk.wallet.getEthereumProvider(), ms, undefined)
  return isEip1193Provider(provider) ? described(provider, sdk) : undefined
}

/** Contract 3: the host asked as the SDK asks it: its context, its capabilities, its wallet's description. */
async function fromHost(win: Parameters<typeof miniAppChannel>[0], ms: number): Promise<FarcasterHost | undefined> {
  const channel = miniAppChannel(win)
  if (!channel) return undefined
  const client = createMiniAppClient(channel)
  const context = await within(client.get('context'), ms, undefined)
  if (!context) return void client.close()
  // A host without a wallet says so in its capabilities; an old one that has no such call has one (as the SDK reads it).
  const capabilities = await within(client.apply('getCapabilities'), ms, undefined)
  if (
    Array.isArray(capabilities) &&
    !capabilities.includes('wallet.getEthereumProvider') &&
    !capabilities.includes('wallet.getEvmProvider')
  )
    return void client.close()
  const provider = miniAppEthereumProvider(client)
  const info = new Promise<Record<string, unknown>>((resolve) => {
    const stop = client.onMessage((message) => {
      if (message.kind !== 'announce') return
      stop()
      resolve(message.info)
    })
  })
  void client.apply('eip6963RequestProvider').catch(() => undefined)
  return described(provider, await within(info, hostDescriptionMs, {}))
}

/** The Farcaster host's wallet where the page runs inside one; undefined elsewhere. */
export async function findFarcasterHost(
  win: MiniAppWindow & Parameters<typeof miniAppChannel>[0],
  ms = hostAnswerMs,
  /** The host config's `farcasterMiniApp`: only then is the host asked by message. */
  asksHost = true,
): Promise<FarcasterHost | undefined> {
  const given = win.farcasterMiniApp
  if (given && isEip1193Provider(given.ethereum)) return described(given.ethereum, given)
  if (given) {
    const sdk = await fromSdk(given, ms)
    if (sdk) return sdk
  }
  return asksHost ? fromHost(win, ms) : undefined
}

export function farcasterConnectorInfo(host: FarcasterHost): ConnectorInfo {
  return {
    id: farcasterConnectorId,
    // Announced: a wallet the page was given (shown on desktop too, where web clients run mini apps).
    type: 'ANNOUNCED',
    name: host.name,
    ...(host.icon && { imageUrl: host.icon }),
    rdns: host.rdns,
    chain: 'eip155',
    installed: true,
  }
}

export function createFarcasterConnector(host: FarcasterHost): Connector {
  return createEip1193Connector(farcasterConnectorInfo(host), host.provider)
}
