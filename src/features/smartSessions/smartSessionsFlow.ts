// Smart sessions (ERC-7715 permissions; feature switch `smartSessions`, section 6), as the
// server serves them:
// - Grant (the host's request): checked, registered with the server (a pci and its co-signing
//   key, which joins the signer keys), granted by the connected wallet (its user approves; the
//   embedded wallet's smart account), then activated with the wallet's context; listed from then.
// - The list: the permissions the server keeps for the connected eip155 account (CAIP-10),
//   loaded when the Account view shows, when the account changes, after a grant or revocation.
// - Revoke: the wallet signs the revocation (its user approves), then the server marks it. The
//   visitor may stop waiting for the wallet; the session then stays as it was.
// SIWX sessions are not these: they live in the SIWX config's storage (features/siwx).
import { blockchainApi } from '../../api/porticoApi'
import { failureMessage, failureWords } from '../../api/errors'
import type { CaipAddress } from '../../contract/entities'
import { accountOf, networkOf, referenceOf } from '../../contract/caip'
import type { GrantPermissionsResponse } from '../../connectors/types'
import { toWalletError } from '../../connectors/walletErrors'
import { apiArrived } from '../../store/apiArrival'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import type { MessageKey } from '../../i18n/en'
import { connectedConnector } from '../connection/connectedConnector'
import { selectCurrentView } from '../modal/selectors'
import { withApproval } from '../modal/withApproval'
import {
  smartSessionGranted,
  smartSessionGrantFailed,
  smartSessionGrantRequested,
  smartSessionRevoked,
  smartSessionRevokeFailed,
  smartSessionRevokeRequested,
  smartSessionRevokeStopped,
  smartSessionsRetried,
} from './actions'
import { grantRequestProblem, grantResponseProblem, withCosigner } from './grantRequest'
import { selectSmartSessions, selectSmartSessionsShown } from './selectors'
import {
  smartSessionsCleared,
  smartSessionsFailed,
  smartSessionsLoaded,
  smartSessionsLoading,
} from './smartSessionsSlice'
import { passOnCancellation } from '../../store/cancellation'
import { answerOf } from '../../api/answerOf'
import { tookWayOut, wayOut } from '../../store/wayOut'

/** Why a grant is refused: the host's alone, its promise rejects with these English words. */
export const smartSessionMessages = {
  notEnabled: 'Smart sessions are not enabled',
  // Section 8's words where there is no connected account.
  noAddress: 'No ActiveCaipAddress found',
  walletCannot: 'The connected wallet cannot grant permissions',
  // Section 8's words for a chain the call does not serve: here, not the account's network.
  wrongChain: 'Chain is not supported',
  cosignerKey: 'The co-signer’s key is not a public key',
} as const

/**
 * Why a revocation did not go, as the flow keeps it for Account's list (and useSmartSessions'
 * `error`): catalogue keys, said in the visitor's language; analytics gets English words.
 */
export const revokeMessages = {
  // Section 8's words where there is no connected account: the SDK's, kept as they are.
  noAddress: smartSessionMessages.noAddress,
  unknownSession: 'sessions.unknownSession' satisfies MessageKey,
  walletCannot: 'sessions.walletCannotRevoke' satisfies MessageKey,
  // The visitor stopped waiting for the wallet (Stop waiting): ApproveTransaction's words.
  stopped: 'approve.stopped' satisfies MessageKey,
} as const

const { sessions, createSession, activateSession, revokeSession } = blockchainApi.endpoints

/** The connected eip155 account, when the switch is on: whose sessions are listed and granted. */
const sessionAccount = (state: RootState): CaipAddress | undefined =>
  selectSmartSessionsShown(state) ? state.portico.account.eip155?.caipAddress : undefined

const accountShown = (state: RootState) => state.portico.modal.open && selectCurrentView(state).view === 'Account'

async function load(api: PorticoListenerApi) {
  const caipAddress = sessionAccount(api.getState())
  if (!caipAddress) return void api.dispatch(smartSessionsCleared())
  api.dispatch(smartSessionsLoading({ caipAddress }))
  const result = await api.pause(
    answerOf(api.dispatch(sessions.initiate({ params: { address: caipAddress } }, { forceRefetch: true }))),
  )
  if (result.error) return void api.dispatch(smartSessionsFailed({ caipAddress, error: failureWords(result.error) }))
  const loadedAt = Math.floor(Date.now() / 1000)
  api.dispatch(smartSessionsLoaded({ caipAddress, sessions: result.data?.pcis ?? [], loadedAt }))
}

async function grant(
  api: PorticoListenerApi,
  { id, request }: ReturnType<typeof smartSessionGrantRequested>['payload'],
) {
  const fail = (error: string) => void api.dispatch(smartSessionGrantFailed({ id, error }))
  const state = api.getState()
  if (!state.portico.options.features.smartSessions) return fail(smartSessionMessages.notEnabled)
  const caipAddress = sessionAccount(state)
  if (!caipAddress) return fail(smartSessionMessages.noAddress)
  const wallet = connectedConnector(api, 'eip155')?.permissions
  if (!wallet) return fail(smartSessionMessages.walletCannot)
  const problem = grantRequestProblem(request, Math.floor(Date.now() / 1000))
  if (problem) return fail(problem)
  if (Number(referenceOf(caipAddress)) !== Number(request.chainId)) return fail(smartSessionMessages.wrongChain)

  const address = caipAddress
  const account = accountOf(caipAddress) as `0x${string}`
  const { expiry, permissions, policies } = request
  const created = await api.pause(
    api.dispatch(
      createSession.initiate({
        params: { address },
        query: { v: '2' },
        body: { expiry, signer: request.signer, permissions, policies },
      }),
    ),
  )
  // A grant's failure is the host's alone (its promise rejects with it): the English words.
  if (created.error || !created.data) return fail(failureMessage(created.error))
  const { pci, key } = created.data
  // The co-signer's public key, uncompressed (65 bytes): anything else would be granted a key
  // that is not the co-signer's (the answer of a request without v=2).
  if (!/^0x04[0-9a-fA-F]{128}$/.test(key.publicKey)) return fail(smartSessionMessages.cosignerKey)
  const signer = withCosigner(request.signer, key)
  let response: GrantPermissionsResponse
  try {
    // What the account grants, from the request the wallet is asked: whom, what, until when.
    const approval = {
      kind: 'smartSession' as const,
      caipNetworkId: networkOf(caipAddress),
      expiry,
      signer: signer.type,
      permissions,
    }
    response = await withApproval(api, approval, () => wallet.grant({ ...request, address: account, signer }))
  } catch (error) {
    passOnCancellation(error)
    return fail(toWalletError(error).message)
  }
  const unfit = grantResponseProblem(response)
  if (unfit) return fail(unfit)
  const activated = await api.pause(
    api.dispatch(
      activateSession.initiate({
        params: { address },
        body: { pci, expiry, signer, permissions, policies, context: response.context },
      }),
    ),
  )
  if (activated.error) return fail(failureMessage(activated.error))
  api.dispatch(smartSessionGranted({ id, pci, response }))
}

async function revoke(api: PorticoListenerApi, pci: string) {
  const fail = (error: string) => void api.dispatch(smartSessionRevokeFailed({ pci, error }))
  const state = api.getState()
  const caipAddress = sessionAccount(state)
  if (!caipAddress) return fail(revokeMessages.noAddress)
  const session = selectSmartSessions(state).sessions.find((s) => s.pci === pci)
  if (!session) return fail(revokeMessages.unknownSession)
  const wallet = connectedConnector(api, 'eip155')?.permissions
  if (!wallet) return fail(revokeMessages.walletCannot)
  // Registered before the wallet is asked, so a stop pressed at once is heard.
  const stop = wayOut(api, (action) => smartSessionRevokeStopped.match(action) && action.payload.pci === pci)
  const signed = wallet.revoke({
    pci,
    address: accountOf(caipAddress) as `0x${string}`,
    expiry: session.expiry,
    permissions: session.permissions,
  })
  try {
    // The wallet's answer has no bound (section 6: wallet_revokePermissions waits for its user's
    // approval), so the visitor has a way out: Stop waiting, as on ApproveTransaction (README
    // "A wallet that never answers").
    if ((await api.pause(Promise.race([signed, stop]))) === tookWayOut) {
      fail(revokeMessages.stopped)
      // Not lost: a wallet that signs the revocation after all has revoked it for its user, so
      // the server is told as if nobody had stopped (its list would otherwise keep offering a
      // session the wallet let go of), and the list reloads (smartSessionRevoked). A refusal
      // then changes nothing: the session is as it was, as Stop waiting left it.
      try {
        await api.pause(signed)
      } catch (error) {
        passOnCancellation(error)
        return
      }
      return await markRevoked(api, caipAddress, pci)
    }
  } catch (error) {
    passOnCancellation(error)
    return fail(toWalletError(error).message)
  }
  await markRevoked(api, caipAddress, pci)
}

/** Section 7's revoke call, once the wallet signed: the server marks the pci revoked. */
async function markRevoked(api: PorticoListenerApi, caipAddress: CaipAddress, pci: string) {
  const revoked = await api.pause(
    api.dispatch(revokeSession.initiate({ params: { address: caipAddress }, body: { pci } })),
  )
  if (revoked.error) return void api.dispatch(smartSessionRevokeFailed({ pci, error: failureWords(revoked.error) }))
  api.dispatch(smartSessionRevoked({ pci }))
}

export const smartSessionsFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      sessionAccount(current) !== sessionAccount(previous) ||
      (accountShown(current) && !accountShown(previous)) ||
      smartSessionGranted.match(action) ||
      smartSessionRevoked.match(action) ||
      smartSessionsRetried.match(action) ||
      apiArrived(current, previous),
    effect: async (_action, api) => {
      // A newer reason to load supersedes the one before (its answer may be of another account).
      api.cancelActiveListeners()
      await load(api)
    },
  })

  startListening({
    actionCreator: smartSessionGrantRequested,
    effect: (action, api) => grant(api, action.payload),
  })

  startListening({
    actionCreator: smartSessionRevokeRequested,
    effect: (action, api) => revoke(api, action.payload.pci),
  })
}
