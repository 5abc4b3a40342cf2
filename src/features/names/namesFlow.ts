// Account names (sections 4, 5 and 8), for the embedded wallet's account:
// - Typing: once the label follows section 5's rule and typing pauses (500 ms), the name is
//   looked up (taken or free: the profile call) and free names close to it are asked for (the
//   suggestions call); an answer for a label since changed is dropped.
// - Registering (registerName.ts, a chunk of its own): RegisterAccountNameSuccess is pushed at
//   once; the account signs the server's
//   payload (name, attributes, timestamp); the registration call sends it with the chain's coin
//   type (ENSIP-11; a chain id of 2^31 or more is "Invalid chainId"). Success shows the name
//   everywhere (the account's profile, and the lookups' caches, so Send resolves it at once); a
//   failure goes back to RegisterAccountName with the API's reason, or section 8's words.
import { blockchainApi } from '../../api/porticoApi'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { nameRegisterRequested, nameTyped } from './actions'
import { accountNameZone, coinTypeOf, fullNameOf, invalidChainId, isOfferableName, nameLabelProblem } from './nameRules'
import { networkOf, referenceOf } from '../../contract/caip'
import { pushed } from '../modal/routerSlice'
import { connectedConnector } from '../connection/connectedConnector'
import type { RegistrationPlan } from './registerName'
import { selectNameRegistration } from './selectors'
import {
  nameChecked,
  nameCheckFailed,
  nameChecking,
  registrationFailed,
  registrationStepped,
} from './nameRegistrationSlice'
import { nameMessages } from './messages'
import { answerOf } from '../../api/answerOf'

/** Section 9: typed input is looked up 500 ms after the last key. */
export const nameCheckDebounceMs = 500

async function check(api: PorticoListenerApi, label: string) {
  api.dispatch(nameChecking())
  const name = fullNameOf(label)
  const [record, suggestions] = await Promise.all([
    answerOf(
      api.dispatch(blockchainApi.endpoints.profileAccount.initiate({ params: { name }, query: { apiVersion: '2' } })),
    ),
    answerOf(
      api.dispatch(
        blockchainApi.endpoints.profileSuggestions.initiate({
          params: { name: label.toLowerCase() },
          query: { zone: accountNameZone },
        }),
      ),
    ),
  ])
  if (record.error) return void api.dispatch(nameCheckFailed(nameMessages.resolveFailed))
  if (suggestions.error) return void api.dispatch(nameCheckFailed(nameMessages.suggestionsFailed))
  api.dispatch(
    nameChecked({
      label,
      taken: !!record.data && !Array.isArray(record.data),
      suggestions: suggestions
        .data!.suggestions.filter((s) => !s.registered && s.name !== name && isOfferableName(s.name))
        .map((s) => s.name),
    }),
  )
}

/** The registration's plan, or the reason there is none (said on the form). */
function registrationPlan(api: PorticoListenerApi): RegistrationPlan | undefined {
  const state = api.getState()
  const { label, check: availability } = selectNameRegistration(state)
  if (availability !== 'available') return undefined
  const account = state.portico.account.eip155
  const connector = connectedConnector(api, 'eip155')
  // Names are registered with the embedded wallet's account.
  if (!connector?.info.login || account?.status !== 'connected' || !account.caipAddress || !account.address)
    return void api.dispatch(registrationFailed(nameMessages.noAuthConnector))
  let coinType: number
  try {
    coinType = coinTypeOf(Number(referenceOf(account.caipAddress)))
  } catch {
    return void api.dispatch(registrationFailed(invalidChainId))
  }
  return {
    name: fullNameOf(label),
    caipAddress: account.caipAddress,
    address: account.address,
    coinType,
    connector,
    profileImage: account.profileImage,
  }
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
      const plan = registrationPlan(api)
      if (!plan) return
      // Section 4: the success view at once; the signing and the call (with viem's address
      // checksum) are a chunk of their own.
      api.dispatch(registrationStepped({ name: plan.name, step: 'signing' }))
      // With what the account is asked to sign for: this name, for this account, on its network.
      const approval = {
        kind: 'nameRegistration' as const,
        caipNetworkId: networkOf(plan.caipAddress),
        name: plan.name,
        account: plan.address,
      }
      api.dispatch(pushed({ view: 'RegisterAccountNameSuccess', data: { approval } }))
      const { register } = await api.pause(import('./registerName'))
      await register(api, plan)
    },
  })
}
