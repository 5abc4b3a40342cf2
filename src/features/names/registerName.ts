// Registering an account name (sections 4 and 8), loaded when the visitor presses Register: the
// embedded wallet's account signs the server's payload, the registration call sends it with the
// chain's coin type, and the name is shown everywhere once registered.
import { getAddress } from 'viem'
import { blockchainApi } from '../../api/porticoApi'
import { reasonOf, type PorticoApiError } from '../../api/errors'
import type { CaipAddress } from '../../contract/entities'
import type { Connector } from '../../connectors/types'
import { toWalletError } from '../../connectors/walletErrors'
import type { PorticoListenerApi } from '../../store/listener'
import { profileChanged } from '../account/accountSlice'
import { replaced } from '../modal/routerSlice'
import { registrationFailed, registrationLeft, registrationStepped } from './nameRegistrationSlice'
import { leftView } from '../modal/leftView'
import { tookWayOut, wayOut } from '../../store/wayOut'
import { nameMessages } from './messages'
import { passOnCancellation } from '../../store/cancellation'

/** Back to the form, with the words. */
function failed(api: PorticoListenerApi, words: string) {
  api.dispatch(registrationFailed(words))
  api.dispatch(replaced({ view: 'RegisterAccountName' }))
}

/** What a registration needs, checked before anything is asked (namesFlow.ts). */
export interface RegistrationPlan {
  name: string
  caipAddress: CaipAddress
  address: string
  coinType: number
  connector: Connector
  profileImage?: string
}

/**
 * The server takes a signed time within 10 s of its own (`UNIXTIMESTAMP_SYNC_THRESHOLD`). A
 * signature that comes back later than this after it was asked is asked again with a fresh time:
 * the rest of the window carries the registration call (and the second the timestamp drops).
 */
export const signatureFreshForMs = 7_000
/** A visitor slow every time is told section 8's words after this many asks, not asked forever. */
export const signatureAsks = 3

/** The server's RegisterPayload, signed as it is sent (personal_sign of this exact text). */
const registerPayloadOf = (name: string, signedAt: number) =>
  JSON.stringify({ name, attributes: {}, timestamp: Math.floor(signedAt / 1000) })

/**
 * The payload and its signature, the time taken when the signature is asked. A visitor who took
 * longer than the server's window is asked once more (the view says why), rather than sent to a
 * refusal for a signature the server would call too old.
 */
async function signedPayload(api: PorticoListenerApi, plan: RegistrationPlan) {
  const { name, caipAddress, connector } = plan
  for (let ask = 1; ; ask++) {
    const askedAt = Date.now()
    const message = registerPayloadOf(name, askedAt)
    const signature = await api.pause(connector.signMessage({ caipAddress, message }))
    if (Date.now() - askedAt <= signatureFreshForMs) return { message, signature }
    if (ask === signatureAsks) return undefined
    api.dispatch(registrationStepped({ name, step: 'signing', askedAgain: true }))
  }
}

/** The success view, where the visitor follows the signature, is left (Back, or the modal closed). */
const leftSigning = leftView((view) => view === 'RegisterAccountNameSuccess')

/** Signs and registers: the success view is already shown; a failure goes back to the form. */
export async function register(api: PorticoListenerApi, plan: RegistrationPlan) {
  const { name, coinType } = plan
  let signed: Awaited<ReturnType<typeof signedPayload>>
  try {
    // The wallet's signature is the visitor's to give: leaving the view (its way out) ends the
    // attempt as if never made, and a signature that comes later registers nothing. What the
    // embedded wallet's frame still asks is dropped.
    const outcome = await Promise.race([signedPayload(api, plan), wayOut(api, leftSigning)])
    if (outcome === tookWayOut) {
      plan.connector.abortRequests?.()
      return void api.dispatch(registrationLeft())
    }
    signed = outcome
  } catch (error) {
    passOnCancellation(error)
    const declined = toWalletError(error).kind === 'userRejected'
    return failed(api, declined ? nameMessages.declined : nameMessages.registerFailed)
  }
  if (!signed) return failed(api, nameMessages.registerFailed)
  const { message, signature } = signed
  api.dispatch(registrationStepped({ name, step: 'registering' }))
  const address = getAddress(plan.address)
  const result = await api.pause(
    api.dispatch(
      blockchainApi.endpoints.registerName.initiate({
        body: { coin_type: coinType, address, message, signature },
      }),
    ),
  )
  // Section 8: the API's reason when it gave one; the call's own words where the network is not one
  // of the name service's ("Network not found").
  if (result.error) {
    const error = result.error as Partial<PorticoApiError>
    const own = error.kind === 'unsupportedNetwork' ? error.message : undefined
    return failed(api, reasonOf(result.error) ?? own ?? nameMessages.registerFailed)
  }
  // The name is known from now on: the account shows it, and lookups find it without asking again.
  // (The api's thunks are typed for its own root state; this store holds it under Portico's key.)
  const query = { apiVersion: '2' as const }
  api.dispatch(blockchainApi.util.upsertQueryData('profileAccount', { params: { name }, query }, result.data) as never)
  api.dispatch(
    blockchainApi.util.upsertQueryData('profileReverse', { params: { address }, query }, [result.data]) as never,
  )
  api.dispatch(profileChanged({ namespace: 'eip155', profileName: name, profileImage: plan.profileImage }))
  api.dispatch(registrationStepped({ name, step: 'done' }))
}
