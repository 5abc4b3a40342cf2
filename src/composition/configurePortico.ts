// Applies a host's config to a store: options, services, networks and the project id alerts.
// It reads no storage: this runs during render, on the server too, and the server's render and
// the browser's first render must agree. What the last visit left is restored when Portico
// starts in the browser (startup flow).
import type { UnknownAction } from '@reduxjs/toolkit'
import type { PorticoConfig, PorticoConfigInput } from '../config/schema'
import { PorticoConfigError, projectIdAlert } from '../config/configError'
import { parseConfig } from '../config/parseConfig'
import { configWithDefaults } from '../config/withDefaults'
import type { HostParts, PorticoDispatch } from '../store/listener'
import { alertRaised } from '../features/alerts/alertsSlice'
import { networksConfigured } from '../features/chain/chainSlice'
import { configured, optionsFromConfig } from '../features/options/optionsSlice'
import { servicesConfigured } from '../features/options/servicesSlice'

/**
 * What a store applies to hold the host's config, in order. Plain actions, so a new store can
 * start from them as its state (createPorticoStore) rather than dispatch while a page renders.
 * `host`: where the instance keeps the config's functions (SIWX's), which the store cannot hold.
 */
export function configActions(input: PorticoConfigInput, host?: HostParts) {
  const config = checkedConfig(input)
  if (host) host.siwx = config.siwx
  const active =
    typeof config.defaultNetwork === 'string' ? config.defaultNetwork : config.defaultNetwork?.caipNetworkId
  const alert = projectIdAlert(config.projectId)
  const actions: UnknownAction[] = [
    configured(optionsFromConfig(config)),
    servicesConfigured({ projectId: config.projectId, baseUrls: config.baseUrls, swapNetworks: config.swapNetworks }),
    networksConfigured({ networks: config.networks, active }),
    ...(alert ? [alertRaised(alert)] : []),
  ]
  return { config, actions }
}

/** Applies the host's config to a store that exists already (a host's own). */
export function configurePortico(dispatch: PorticoDispatch, input: PorticoConfigInput, host?: HostParts) {
  const { config, actions } = configActions(input, host)
  for (const action of actions) dispatch(action)
  return config
}

/**
 * Checked in full where the host develops; production builds (the bundler replaces the
 * expression, and drops the schema and zod with the branch) fill in defaults only. A refused
 * config throws while the provider renders, where a host's error boundary may take the error
 * and say nothing: the same sentence goes to the console too.
 */
function checkedConfig(input: PorticoConfigInput): PorticoConfig {
  try {
    return process.env.NODE_ENV === 'production' ? configWithDefaults(input) : parseConfig(input)
  } catch (error) {
    if (error instanceof PorticoConfigError) console.error(error.message)
    throw error
  }
}
