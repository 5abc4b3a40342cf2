// WalletConnect's one-click sign-in (sections 3 and 4 with SIWX): where the host configured
// SIWX, the pairing carries a sign-in request and the wallet signs it in the same approval. What
// it signed is checked and kept by the session store (ConnectingSiwe shows meanwhile) before the
// account counts as connected, so the account's check finds a session and asks nothing more.
// One the store refuses is said on SIWXSignMessage, which asks for a signature again. Loaded
// with the pairing, only where SIWX is configured.
import type { CaipAddress } from '../../contract/entities'
import { selectNetworks } from '../chain/selectors'
import type { SignInRequest } from '../../connectors/types'
import { toWalletError } from '../../connectors/walletErrors'
import type { PorticoListenerApi } from '../../store/listener'
import type { SiwxSession } from '../../siwx/types'
import { pushed } from '../modal/routerSlice'
import type { Cacao } from '../../connectors/walletConnect/cacaoSession'
import { siwxSignedIn } from './actions'
import { siwxMessages } from './messages'
import { messageContext, sessionsOf, siwxMessageData } from './siwxWork'
import { siwxOneClickRefused, siwxVerifying } from './siwxSlice'
import { isSiwxStoreSilent, storeAnswer } from './storeBound'

export interface SignInAsk {
  request: SignInRequest
  /** Keeps what the wallet signed; resolves once kept or refused (never throws). */
  keep(sessions: SiwxSession[]): Promise<void>
}

/**
 * The request for the active network's account, and how its answer is kept; undefined without
 * SIWX, where a network of another namespace is configured (the protocol's one-click session
 * carries EVM accounts only: the public client asks it only where every network is EVM, and the
 * sign view follows the connection instead), or when the message cannot be written.
 */
export async function oneClickSignIn(api: PorticoListenerApi): Promise<SignInAsk | undefined> {
  const siwx = api.extra.host.siwx
  const state = api.getState()
  const networks = selectNetworks(state)
  if (networks.some((network) => network.chainNamespace !== 'eip155')) return undefined
  const chainId = (networks.find((n) => n.caipNetworkId === state.portico.chain.activeCaipNetworkId) ?? networks[0])
    ?.caipNetworkId
  if (!siwx || !chainId) return undefined
  let request: SignInRequest
  try {
    const {
      accountAddress: _account,
      issuedAt: _issued,
      ...fields
    } = await siwxMessageData({ accountAddress: '', chainId }, siwx, messageContext(api.getState()))
    request = fields
  } catch (error) {
    // The pairing goes on without it; the sign-in after connecting reports the problem.
    console.warn('Portico: one-click sign-in not offered', error)
    return undefined
  }
  return {
    request,
    async keep(sessions) {
      api.dispatch(siwxVerifying())
      api.dispatch(pushed({ view: 'ConnectingSiwe' }))
      const store = sessionsOf(api, siwx)
      let kept: SiwxSession | undefined
      let refusal: unknown
      // One session per network the wallet signed for: the account is then signed in on each.
      for (const session of sessions) {
        try {
          await storeAnswer(store.add(session))
          kept ??= session
        } catch (error) {
          refusal ??= error
          // A silent store is silent for every network: "Verifying…" ends at one bound, not n.
          if (isSiwxStoreSilent(error)) break
        }
      }
      if (!kept) {
        // A store that did not answer in time (storeBound.ts): section 8's words for a sign-in
        // that could not start, said on SIWXSignMessage, which asks for a signature again; the
        // account's look-up that follows the connection disconnects, as section 8 says, if the
        // store stays silent. A contract account's signature refused: most likely an app that
        // cannot check ERC-1271.
        const contract = sessions.some((session) => (session.cacao as Cacao | undefined)?.s.t === 'eip1271')
        const error = isSiwxStoreSilent(refusal)
          ? siwxMessages.initFailed
          : contract
            ? siwxMessages.smartAccountDeclined
            : toWalletError(refusal).message
        return void api.dispatch(siwxOneClickRefused({ error }))
      }
      const { chainId: network, accountAddress, issuedAt, expirationTime } = kept.data
      api.dispatch(
        siwxSignedIn({ caipAddress: `${network}:${accountAddress}` as CaipAddress, issuedAt, expirationTime }),
      )
    },
  }
}
