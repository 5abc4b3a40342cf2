// The embedded wallet's connector, brought into the registry when it is wanted: the visitor
// picked email, social or Farcaster (the frame loads while they type), or signed in on a
// previous visit (the frame is created at start, section 4). Its chunk (the frame client, the
// auth connector) loads then, once per registry; a host or a test may have added its own.
import { jsonRpcTransport } from '../../api/jsonRpcQuery'
import type { Connector, ConnectorRegistry, EmailLogin } from '../../connectors/types'
import { namespaceOf, referenceOf } from '../../contract/caip'
import type { PorticoDispatch } from '../../store/listener'
import type { EmbeddedWalletOptions } from '../../connectors/auth/embeddedWallet'
import type { RootState } from '../../store/state'
import type { PorticoStorage } from '../../store/storage/porticoStorage'
import { errorReported, errorReportOf } from '../analytics/errorReport'
import { alertRaised } from '../alerts/alertsSlice'
import { selectActiveNetwork, selectNetworks } from '../chain/selectors'
import { selectAppMetadata } from '../options/appMetadata'
import { storageLoginCache } from './loginCache'
import { networkRpcUrl } from '../chain/chainNode'
import { requestNotAllowed } from './actions'
import { frameTimeoutAlerts } from './frameTimeouts'

export type LoginConnector = Connector & { emailLogin: EmailLogin }

/** The connector offering a login, found by what it can do, not by its type. */
export const loginConnector = (connectors: Connector[]) =>
  connectors.find((connector): connector is LoginConnector => !!connector.emailLogin)

const followed = new WeakSet<Connector>()
/** Section 8: each method the embedded wallet refuses reaches the store, to be said (requestNotAllowedFlow). */
function followRefusals(connector: LoginConnector, dispatch: PorticoDispatch): LoginConnector {
  if (followed.has(connector)) return connector
  followed.add(connector)
  connector.subscribe((event) => {
    if (event.type === 'requestRefused') dispatch(requestNotAllowed({ method: event.method }))
  })
  return connector
}

/** Section 8: the frame that never came, or the login request it never answered: its alert and its report. */
export const frameTimedOut =
  (dispatch: PorticoDispatch) => (timeout: Parameters<EmbeddedWalletOptions['onTimeout']>[0]) => {
    dispatch(alertRaised(frameTimeoutAlerts[timeout]))
    dispatch(errorReported({ event: 'SECURE_SITE_ERROR', errorType: 'frame', errorMessage: timeout, stackTrace: '' }))
  }

const loading = new WeakMap<ConnectorRegistry, Promise<LoginConnector | undefined>>()

/** The chain the wallet starts on: the last it used, else the active network's, else the first eip155 one. */
function startChain(state: RootState, lastChain: string | undefined): number {
  const eip155 = (id: string | undefined) => (id && namespaceOf(id) === 'eip155' ? Number(referenceOf(id)) : undefined)
  return (
    eip155(lastChain) ??
    eip155(selectActiveNetwork(state)?.caipNetworkId) ??
    eip155(selectNetworks(state).find((n) => n.chainNamespace === 'eip155')?.caipNetworkId) ??
    1
  )
}

/** The embedded wallet's connector, loaded and registered on first call; undefined when the host configured none. */
export function loadEmbeddedWallet(api: {
  getState(): RootState
  dispatch: PorticoDispatch
  extra: { registry: ConnectorRegistry; storage: PorticoStorage }
}): Promise<LoginConnector | undefined> {
  const { registry, storage } = api.extra
  const present = loginConnector(registry.list())
  if (present) return Promise.resolve(followRefusals(present, api.dispatch))
  const { embeddedWallet, projectId, themeMode, themeVariables } = api.getState().portico.options
  const { sdkType, sdkVersion } = api.getState().portico.services
  if (!embeddedWallet) return Promise.resolve(undefined)
  let wallet = loading.get(registry)
  if (!wallet) {
    wallet = Promise.all([import('../../connectors/auth/embeddedWallet'), storage.get('embeddedLastChain')])
      .then(([{ createEmbeddedWallet }, lastChain]) => {
        const cache = storageLoginCache(storage)
        const connector = createEmbeddedWallet({
          frameUrl: embeddedWallet.frameUrl,
          projectId,
          chainId: startChain(api.getState(), lastChain),
          // A Solana network the host configured: the sign-in connects the Solana account there too.
          solanaChainId: selectNetworks(api.getState()).find((n) => n.chainNamespace === 'solana')?.caipNetworkId,
          // Section 7's JSON-RPC call of the Blockchain API, where the safe reads go: the
          // store's own transports, so they batch with Portico's reads.
          node: (chainId) => jsonRpcTransport(api.getState().portico.services, `eip155:${chainId}`),
          rpcUrl: (caipNetworkId) => networkRpcUrl(api.getState(), caipNetworkId),
          cache,
          // Section 3's syncs: who asks (the app and Portico, as the services know it) and its theme.
          sync: {
            dappData: { metadata: selectAppMetadata(api.getState()), sdkType, sdkVersion, projectId },
            theme: { themeMode, themeVariables },
          },
          onTimeout: frameTimedOut(api.dispatch),
          onSessionUpdate: cache.sessionUpdated,
        })
        registry.add(connector)
        // As the registry holds it: its failures reported (section 8's wrapper).
        return followRefusals(registry.get(connector.info.id) as LoginConnector, api.dispatch)
      })
      .catch((error: unknown) => {
        // Its chunk did not come (the network went away): said, and tried again on the next call.
        loading.delete(registry)
        console.error('Portico: the embedded wallet failed to load', error)
        const report = errorReportOf(error, 'embeddedWallet.load')
        if (report) api.dispatch(errorReported(report))
        api.dispatch(alertRaised('embeddedWalletLoadFailed'))
        return undefined
      })
    loading.set(registry, wallet)
  }
  return wallet
}
