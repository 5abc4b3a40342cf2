// What a WalletConnect proposal asks for, built from the configured networks, and what an
// approved session grants, read back into per-namespace accounts (spec sections 3 and 4:
// accounts in chain:reference:address form).
import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '../contract/entities'
import { chainNamespaces, referenceOf } from '../contract/caip'

/** Methods and events a dapp asks for in each namespace. */
export const namespaceCapabilities: Record<ChainNamespace, { methods: readonly string[]; events: readonly string[] }> =
  {
    eip155: {
      methods: [
        'eth_accounts',
        'eth_requestAccounts',
        'eth_sendRawTransaction',
        'eth_sign',
        'eth_signTransaction',
        'eth_signTypedData',
        'eth_signTypedData_v3',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'personal_sign',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_getPermissions',
        'wallet_requestPermissions',
        'wallet_watchAsset',
        'wallet_getCapabilities',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_getAssets',
      ],
      events: ['chainChanged', 'accountsChanged'],
    },
    solana: {
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_requestAccounts',
        'solana_getAccounts',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
      ],
      events: [],
    },
    polkadot: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] },
    bip122: {
      methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
    },
    cosmos: { methods: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'], events: [] },
  }

export interface RequestedNamespace {
  chains: CaipNetworkId[]
  methods: string[]
  events: string[]
  /** Chain reference → HTTP RPC URL, for the reads the provider answers itself. */
  rpcMap: Record<string, string>
}

/** One entry per namespace that has configured networks, in configuration order. */
export function requestedNamespaces(
  networks: readonly CaipNetwork[],
): Partial<Record<ChainNamespace, RequestedNamespace>> {
  const out: Partial<Record<ChainNamespace, RequestedNamespace>> = {}
  for (const network of networks) {
    const { methods, events } = namespaceCapabilities[network.chainNamespace]
    const entry = (out[network.chainNamespace] ??= {
      chains: [],
      methods: [...methods],
      events: [...events],
      rpcMap: {},
    })
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const rpc = network.rpcUrls.default.http[0]
    if (rpc) entry.rpcMap[referenceOf(network.caipNetworkId)] = rpc
  }
  return out
}

export interface SessionAccount {
  namespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  caipAddress: CaipAddress
  address: string
}

/** CAIP address: exactly three non-empty colon-separated parts with a known namespace (section 5). */
export function parseCaipAddress(value: string): SessionAccount | undefined {
  const parts = value.split(':')
  if (parts.length !== 3 || parts.some((p) => p.length === 0 || /\s/.test(p))) return undefined
  const [namespace, reference, address] = parts as [string, string, string]
  if (!(chainNamespaces as readonly string[]).includes(namespace)) return undefined
  return {
    namespace: namespace as ChainNamespace,
    caipNetworkId: `${namespace}:${reference}`,
    caipAddress: value as CaipAddress,
    address,
  }
}

/**
 * The accounts a session grants, per namespace, the first of each namespace first. Entries that
 * are not CAIP addresses (a wallet's bug or a hostile session) are dropped, never trusted.
 */
export function sessionAccounts(
  namespaces: Record<string, { accounts?: readonly string[] } | undefined>,
): Partial<Record<ChainNamespace, SessionAccount[]>> {
  const out: Partial<Record<ChainNamespace, SessionAccount[]>> = {}
  for (const [key, entry] of Object.entries(namespaces)) {
    for (const raw of entry?.accounts ?? []) {
      const account = parseCaipAddress(raw)
      // An account filed under another namespace's key is not believed either.
      if (!account || account.namespace !== key) continue
      ;(out[account.namespace] ??= []).push(account)
    }
  }
  return out
}
