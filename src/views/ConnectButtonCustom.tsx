'use client'
// ConnectButton.Custom: the host draws the button, Portico gives what to draw and how it opens
// (RainbowKit's ConnectButton.Custom). The same state and intent fetching as Portico's own
// buttons: the account as AccountButton shows it, the open props of useOpenButton.
import { useMemo, type ReactNode } from 'react'
import { createSelector } from '../store/toolkit'
import type { Address } from 'viem'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../contract'
import { namespaceOf } from '../contract/caip'
import type { ConnectedWalletInfo, ConnectionStatus } from '../features/account/accountSlice'
import { selectActiveCaipNetworkId, selectActiveNetwork } from '../features/chain/selectors'
import { usePorticoSelector } from '../react/context'
import { usePorticoAccount } from '../react/hooks'
import { accountShown } from './accountShown'
import { useIsClient } from './hooks/useIsClient'
import { useLocale } from './hooks/useLocale'
import { useOpenButton } from './hooks/useOpenButton'

/** What a connected account carries on any namespace. */
interface ConnectButtonAccountFields {
  caipAddress: CaipAddress
  /** The profile's name, else the short address (`0xf39F…2266`). */
  displayName: string
  /** The native balance, a decimal string, once asked for. */
  balance?: string | undefined
  balanceSymbol?: string | undefined
  /** `0.000 ETH`: 3 decimals truncated, in the modal's locale (section 9); once the balance is there. */
  displayBalance?: string | undefined
  profileImage?: string | undefined
  connectedWalletInfo?: ConnectedWalletInfo | undefined
}

/**
 * The connected account, as Portico's AccountButton shows it. Its address is typed as
 * `usePorticoAccount` types it: viem's `Address` (`0x…`) on eip155, a plain string on another
 * namespace (a Solana address is base58); narrowing on `namespace` tells which.
 */
export type ConnectButtonAccount =
  | (ConnectButtonAccountFields & { namespace: 'eip155'; address: Address })
  | (ConnectButtonAccountFields & { namespace: Exclude<ChainNamespace, 'eip155'>; address: string })

/**
 * The active network. Unsupported when it is none of the configured networks (the wallet moved
 * to it: what opens UnsupportedChain); Portico then knows its id only.
 */
export type ConnectButtonNetwork =
  | { caipNetworkId: CaipNetworkId; name: string; imageUrl?: string; unsupported: false }
  | { caipNetworkId: CaipNetworkId; name?: undefined; imageUrl?: undefined; unsupported: true }

/** The props of a button that opens the modal: spread them on your own `<button>`. */
export type OpenButtonProps = ReturnType<typeof useOpenButton>

export interface ConnectButtonRenderProps {
  /** Undefined until an account is connected. */
  account: ConnectButtonAccount | undefined
  /** Undefined only before any network is configured. */
  network: ConnectButtonNetwork | undefined
  status: ConnectionStatus
  /** Opens the modal on the view the opening rule picks (Connect, or Account once connected). */
  openConnect: () => void
  openAccount: () => void
  openNetworks: () => void
  /** Each open's props: the click opens, and intent (pointer over, focus, press) loads what it shows. */
  connectProps: OpenButtonProps
  accountProps: OpenButtonProps
  networkProps: OpenButtonProps
  /** False on the server and while hydrating, true after: render what depends on the visitor then. */
  mounted: boolean
}

export interface ConnectButtonCustomProps {
  children: (props: ConnectButtonRenderProps) => ReactNode
}

// The host's own picture only: the directory's needs the contract, a chunk of its own.
const selectNetwork = createSelector(
  [selectActiveNetwork, selectActiveCaipNetworkId],
  (network, caipNetworkId): ConnectButtonNetwork | undefined => {
    if (network) {
      const imageUrl = network.assets?.imageUrl
      return {
        caipNetworkId: network.caipNetworkId,
        name: network.name,
        ...(imageUrl && { imageUrl }),
        unsupported: false,
      }
    }
    return caipNetworkId ? { caipNetworkId, unsupported: true } : undefined
  },
)

const accountView = { view: 'Account' } as const
const networksView = { view: 'Networks' } as const

/** The page's wallet button, drawn by the host from what Portico gives it. */
export function ConnectButtonCustom({ children }: ConnectButtonCustomProps) {
  const locale = useLocale()
  const mounted = useIsClient()
  const { address, caipAddress, status, profileName, profileImage, balance, balanceSymbol, connectedWalletInfo } =
    usePorticoAccount()
  const network = usePorticoSelector(selectNetwork)
  const connectProps = useOpenButton()
  const accountProps = useOpenButton(accountView)
  const networkProps = useOpenButton(networksView)
  // Connected as AccountButton counts it, and shown as it shows it.
  const account = useMemo((): ConnectButtonAccount | undefined => {
    const shown = accountShown({ status, address, profileName, balance, balanceSymbol }, locale)
    if (!shown || !caipAddress) return undefined
    // The namespace is the CAIP address's; an eip155 address is the wallet's `0x…` (as the hooks take it).
    const namespace = namespaceOf(caipAddress)
    return {
      ...shown,
      namespace,
      caipAddress,
      balance,
      balanceSymbol,
      profileImage,
      connectedWalletInfo,
    } as ConnectButtonAccount
  }, [status, address, caipAddress, profileName, balance, balanceSymbol, locale, profileImage, connectedWalletInfo])
  return children({
    account,
    network,
    status,
    openConnect: connectProps.onClick,
    openAccount: accountProps.onClick,
    openNetworks: networkProps.onClick,
    connectProps,
    accountProps,
    networkProps,
    mounted,
  })
}
