// SIWX's default session store: sessions in Portico's storage (checked on the way back like
// every stored key), one per account and network, the newest kept. A session is kept only once
// its signature is verified for real (verifySession.ts) and while it has not expired.
import type { CaipNetworkId } from '../contract/core'
import type { HttpRpcTransport } from '../rpc/httpRpcTransport'
import { siwxSessionsKept } from '../store/storage/keys'
import type { PorticoStorage } from '../store/storage/porticoStorage'
import { sessionLive } from './siwxMessage'
import type { SiwxSession, SiwxSessionStore } from './types'
import { verifySiwxSession } from './verifySession'

/** Said when a signature is not the account's: the session is not kept. */
export const signatureRefused = 'The signature could not be verified for this account'

const sameAccount = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

export function storageSiwxSessions(options: {
  storage: PorticoStorage
  /** The node a smart account's signature is checked on (ERC-1271). */
  node: (chainId: CaipNetworkId) => Promise<HttpRpcTransport | undefined>
  now?: () => number
}): SiwxSessionStore {
  const now = options.now ?? Date.now
  const kept = async () => (await options.storage.get('siwxSessions')) ?? []
  const keep = (sessions: SiwxSession[]) => options.storage.set('siwxSessions', sessions.slice(-siwxSessionsKept))
  return {
    async get(chainId, address) {
      return (await kept()).filter((s) => sameAccount(s, chainId, address) && sessionLive(s.data, now()))
    },
    async add(session) {
      const { chainId, accountAddress } = session.data
      if (!sessionLive(session.data, now())) throw new Error('The sign-in message has expired')
      if (!(await verifySiwxSession(session, () => options.node(chainId)))) throw new Error(signatureRefused)
      // The new session replaces the account's earlier one; expired ones are dropped on the way.
      const others = (await kept()).filter(
        (s) => !sameAccount(s, chainId, accountAddress) && sessionLive(s.data, now()),
      )
      keep([...others, session])
    },
    async revoke(chainId, address) {
      keep((await kept()).filter((s) => !sameAccount(s, chainId, address)))
    },
    async set(sessions) {
      keep(sessions)
    },
  }
}
