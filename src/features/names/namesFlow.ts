// Account names (sections 4, 5 and 8), for the embedded wallet's account:
// - Typing: once the label follows section 5's rule and typing pauses (500 ms), the name is
//   looked up (taken or free: the profile call) and free names close to it are asked for (the
//   suggestions call); an answer for a label since changed is dropped.
// - Registering: RegisterAccountNameSuccess is pushed at once; the account signs the server's
//   payload (name, attributes, timestamp); the registration call sends it with the chain's coin
//   type (ENSIP-11; a chain id of 2^31 or more is "Invalid chainId"). Success shows the name
//   everywhere (the account's profile, and the lookups' caches, so Send resolves it at once); a
//   failure goes back to RegisterAccountName with the API's reason, or section 8's words.
import { getAddress } from 'viem'
import { blockchainApi } from '../../api/porticoApi'
import type { PorticoApiError } from '../../api/errors'
import { referenceOf } from '../../contract/caip'
import { toWalletError } from '../../connectors/walletErrors'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { profileChanged } from '../account/accountSlice'
import { replaced, pushed } from '../modal/routerSlice'
import { nameRegisterRequested, nameTyped } from './actions'
import { accountNameZone, coinTypeOf, fullNameOf, invalidChainId, nameLabelProblem } from './nameRules'
import {
  nameChecked,
  nameCheckFailed,
  nameChecking,
  registrationFailed,
  registrationStepped,
} from './nameRegistrationSlice'
import { selectNameRegistration } from './selectors'

/** Section 9: typed input is looked up 500 ms after the last key. */
export const nameCheckDebounceMs = 500

/** Section 8's words. */
export const nameMessages = {
  resolveFailed: 'Error resolving name',
  suggestionsFailed: 'Error fetching name suggestions',
  registerFailed: (name: string) => `Error registering name ${name}`,
  noAuthConnector: 'Address or auth connector not found',
  declined: 'Signature declined',
} as const

/** Section 8: the API's reason description is preferred when present. */
const reasonOf = (error: unknown) => {
  const reason = (error as Partial<Extract<PorticoApiError, { kind: 'http' }>> | undefined)?.reason
  return typeof reason === 'string' && reason ? reason : undefined
}

async function check(api: PorticoListenerApi, label: string) {
  api.dispatch(nameChecking())
  const name = fullNameOf(label)
  const [record, suggestions] = await Promise.all([
    api.dispatch(
      blockchainApi.endpoints.profileAccount.initiate(
        { params: { name }, query: { apiVersion: '2' } },
        { subscribe: false },
      ),
    ),
    api.dispatch(
      blockchainApi.endpoints.profileSuggestions.initiate(
        { params: { name: label.toLowerCase() }, query: { zone: accountNameZone } },
        { subscribe: false },
      ),
    ),
  ])
  if (record.error) return void api.dispatch(nameCheckFailed(nameMessages.resolveFailed))
  if (suggestions.error) return void api.dispatch(nameCheckFailed(nameMessages.suggestionsFailed))
  api.dispatch(
    nameChecked({
      label,
      taken: !!record.data && !Array.isArray(record.data),
      suggestions: suggestions.data!.suggestions.filter((s) => !s.registered && s.name !== name).map((s) => s.name),
    }),
  )
}

/** Back to the form, with the words. */
function failed(api: PorticoListenerApi, words: string) {
  api.dispatch(registrationFailed(words))
  api.dispatch(replaced({ view: 'RegisterAccountName' }))
}

async function register(api: PorticoListenerApi) {
  const state = api.getState()
  const { label, check: availability } = selectNameRegistration(state)
  if (availability !== 'available') return
  const name = fullNameOf(label)
  const account = state.portico.account.eip155
  const connectorId = state.portico.connectors.connectedIdByNamespace.eip155
  const connector = connectorId ? api.extra.registry.get(connectorId) : undefined
  // Names are registered with the embedded wallet's account.
  if (!connector?.info.login || account?.status !== 'connected' || !account.caipAddress || !account.address)
    return void api.dispatch(registrationFailed(nameMessages.noAuthConnector))
  let coinType: number
  try {
    coinType = coinTypeOf(Number(referenceOf(account.caipAddress)))
  } catch {
    return void api.dispatch(registrationFailed(invalidChainId))
  }
  api.dispatch(registrationStepped({ name, step: 'signing' }))
  api.dispatch(pushed({ view: 'RegisterAccountNameSuccess' }))
  // The server's RegisterPayload, signed as it is sent (personal_sign of this exact text).
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  let signature: string
  try {
    signature = await api.pause(connector.signMessage({ caipAddress: account.caipAddress, message }))
  } catch (error) {
    if ((error as Error)?.name === 'TaskAbortError') throw error
    const declined = toWalletError(error).kind === 'userRejected'
    return failed(api, declined ? nameMessages.declined : nameMessages.registerFailed(name))
  }
  api.dispatch(registrationStepped({ name, step: 'registering' }))
  const address = getAddress(account.address)
  const result = await api.pause(
    api.dispatch(
      blockchainApi.endpoints.registerName.initiate({
        body: { coin_type: coinType, address, message, signature },
      }),
    ),
  )
  if (result.error) return failed(api, reasonOf(result.error) ?? nameMessages.registerFailed(name))
  // The name is known from now on: the account shows it, and lookups find it without asking again.
  // (The api's thunks are typed for its own root state; this store holds it under Portico's key.)
  const query = { apiVersion: '2' as const }
  api.dispatch(blockchainApi.util.upsertQueryData('profileAccount', { params: { name }, query }, result.data) as never)
  api.dispatch(
    blockchainApi.util.upsertQueryData('profileReverse', { params: { address }, query }, [result.data]) as never,
  )
  api.dispatch(profileChanged({ namespace: 'eip155', profileName: name, profileImage: account.profileImage }))
  api.dispatch(registrationStepped({ name, step: 'done' }))
}

export const namesFlow: Flow = (startListening) => {
  startListening({
    actionCreator: nameTyped,
    effect: async ({ payload: { label } }, api) => {
      api.cancelActiveListeners()
      if (nameLabelProblem(label)) return
      await api.delay(nameCheckDebounceMs)
      await check(api, label)
    },
  })

  startListening({
    actionCreator: nameRegisterRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      await register(api)
    },
  })
}
