// Account state per namespace (section 3) and the connection status (section 4).
import type { PayloadAction } from '@reduxjs/toolkit'
import type { CaipAddress, ChainNamespace, TokenBalance } from '../../contract'
import { merge, plainSlice } from '../../store/plainSlice'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
import type { AccountType } from '../../contract/entities'
export type { AccountType }
export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
  /** The connector type it came through. */
  type: string
}

export interface AccountState {
  status: ConnectionStatus
  caipAddress?: CaipAddress
  address?: string
  allAccounts: { address: string; type: AccountType }[]
  balance?: string
  balanceSymbol?: string
  /**
   * The account's tokens on its network (section 3 tokenBalance list): from the wallet's own
   * report (wallet_getAssets) when it passes section 5, else the balance call. Undefined until
   * the first answer.
   */
  tokenBalance?: TokenBalance[]
  /**
   * Loading, loaded, or failed (then "Token Balance Unavailable"). When to ask again is the
   * token list query's cache (features/balances), not the account's.
   */
  tokenBalanceStatus?: 'loading' | 'loaded' | 'failed'
  /**
   * After a failure, when asking again can bring an answer (ms since the epoch): section 9's
   * balance retry gap past the failure, before which the failure itself is the answer.
   */
  tokenBalanceRetryAt?: number
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
  currentTab: AccountTab
  socialProvider?: string
  farcasterUrl?: string
}

export type AccountsState = Partial<Record<ChainNamespace, AccountState>>

/**
 * An account in a connection's list (section 3): the type the wallet gave the selected one, else
 * its namespace's kind — a Bitcoin wallet's addresses are for payments, the others' keys are EOAs.
 */
function typedAccounts(
  namespace: ChainNamespace,
  addresses: readonly string[],
  selectedType?: AccountType,
): AccountState['allAccounts'] {
  const plain: AccountType = namespace === 'bip122' ? 'payment' : 'eoa'
  return addresses.map((address, i) => ({ address, type: i === 0 ? (selectedType ?? plain) : plain }))
}

const blank = (): AccountState => ({ status: 'disconnected', allAccounts: [], currentTab: 'Tokens' })

/** Another address or network: the tokens and native balance were the old one's. */
const noBalances = {
  tokenBalance: undefined,
  tokenBalanceStatus: undefined,
  balance: undefined,
  balanceSymbol: undefined,
} satisfies Partial<AccountState>

/** `state` with `namespace`'s account changed (a blank one first when it has none). */
const withAccount = (state: AccountsState, namespace: ChainNamespace, changes: Partial<AccountState>) =>
  merge(state, { [namespace]: merge(state[namespace] ?? blank(), changes) })

export const accountSlice = plainSlice({
  name: 'portico/account',
  initialState: {} as AccountsState,
  reducers: {
    statusChanged: (state, { payload }: PayloadAction<{ namespace: ChainNamespace; status: ConnectionStatus }>) =>
      withAccount(state, payload.namespace, { status: payload.status }),
    accountConnected(
      state,
      {
        payload,
      }: PayloadAction<{
        namespace: ChainNamespace
        caipAddress: CaipAddress
        /** Every account the wallet exposed, selected first; the selected one's type when the wallet says. */
        accounts?: readonly string[]
        accountType?: AccountType
        wallet: ConnectedWalletInfo
      }>,
    ) {
      const address = payload.caipAddress.split(':')[2]
      return withAccount(state, payload.namespace, {
        ...(state[payload.namespace]?.caipAddress !== payload.caipAddress && noBalances),
        status: 'connected',
        caipAddress: payload.caipAddress,
        address,
        allAccounts: typedAccounts(payload.namespace, payload.accounts ?? [address!], payload.accountType),
        connectedWalletInfo: payload.wallet,
        // The wallet's choice, when it offers several types; otherwise section 6's default (accountTypes.ts).
        preferredAccountType: payload.accountType,
      })
    },
    /** The wallet moved to another address or network: the CAIP address follows. */
    caipAddressChanged(
      state,
      {
        payload,
      }: PayloadAction<{
        namespace: ChainNamespace
        caipAddress: CaipAddress
        /** The wallet's accounts now, when they changed (as accountConnected's). */
        accounts?: readonly string[]
        accountType?: AccountType
      }>,
    ) {
      const entry = state[payload.namespace]
      if (!entry) return state
      return withAccount(state, payload.namespace, {
        ...(entry.caipAddress !== payload.caipAddress && noBalances),
        caipAddress: payload.caipAddress,
        address: payload.caipAddress.split(':')[2],
        ...(payload.accounts && {
          allAccounts: typedAccounts(payload.namespace, payload.accounts, payload.accountType),
        }),
      })
    },
    profileChanged: (
      state,
      { payload }: PayloadAction<{ namespace: ChainNamespace; profileName?: string; profileImage?: string }>,
    ) =>
      state[payload.namespace]
        ? withAccount(state, payload.namespace, {
            profileName: payload.profileName,
            profileImage: payload.profileImage,
          })
        : state,
    tokenBalanceLoading: (
      state,
      { payload }: PayloadAction<{ namespace: ChainNamespace; caipAddress: CaipAddress }>,
    ) =>
      state[payload.namespace]?.caipAddress === payload.caipAddress
        ? withAccount(state, payload.namespace, { tokenBalanceStatus: 'loading' })
        : state,
    /** The list of `caipAddress` (its account on its network) and, kept in step, its native balance. */
    tokenBalanceLoaded(
      state,
      {
        payload,
      }: PayloadAction<{
        namespace: ChainNamespace
        caipAddress: CaipAddress
        tokenBalance: TokenBalance[]
        balance: string
        symbol: string
      }>,
    ) {
      // Answers for an account or network the wallet has since left are dropped.
      if (state[payload.namespace]?.caipAddress !== payload.caipAddress) return state
      return withAccount(state, payload.namespace, {
        tokenBalance: payload.tokenBalance,
        tokenBalanceStatus: 'loaded',
        balance: payload.balance,
        balanceSymbol: payload.symbol,
      })
    },
    tokenBalanceFailed: (
      state,
      { payload }: PayloadAction<{ namespace: ChainNamespace; caipAddress: CaipAddress; retryAt?: number }>,
    ) =>
      state[payload.namespace]?.caipAddress === payload.caipAddress
        ? withAccount(state, payload.namespace, { tokenBalanceStatus: 'failed', tokenBalanceRetryAt: payload.retryAt })
        : state,
    tabChanged: (state, { payload }: PayloadAction<{ namespace: ChainNamespace; tab: AccountTab }>) =>
      state[payload.namespace] ? withAccount(state, payload.namespace, { currentTab: payload.tab }) : state,
    farcasterUrlChanged: (state, { payload }: PayloadAction<{ namespace: ChainNamespace; url?: string }>) =>
      withAccount(state, payload.namespace, { farcasterUrl: payload.url }),
    /** Resets account and network for a namespace (section 4, Disconnect). */
    accountReset: (state, { payload }: PayloadAction<ChainNamespace>) => ({ ...state, [payload]: blank() }),
  },
})

export const {
  statusChanged,
  accountConnected,
  caipAddressChanged,
  profileChanged,
  tokenBalanceLoading,
  tokenBalanceLoaded,
  tokenBalanceFailed,
  tabChanged,
  farcasterUrlChanged,
  accountReset,
} = accountSlice.actions
