// Applies a host's config to a store: options, services, networks and the project id alerts.
// It reads no storage: this runs during render, on the server too, and the server's render and
// the browser's first render must agree. What the last visit left is restored when Portico
// starts in the browser (startup flow).
import type { PorticoConfig, PorticoConfigInput } from '../config/schema'
import { PorticoConfigError, projectIdAlert } from '../config/configError'
import { parseConfig } from '../config/parseConfig'
import { configWithDefaults } from '../config/withDefaults'
import type { HostParts, PorticoDispatch } from './listener'
import { alertRaised } from '../features/alerts/alertsSlice'
import { networksConfigured } from '../features/chain/chainSlice'
import { configured, optionsFromConfig } from '../features/options/optionsSlice'
import { servicesConfigured } from '../features/options/servicesSlice'

/** `host`: where the instance keeps the config's functions (SIWX's), which the store cannot hold. */
export function configurePortico(dispatch: PorticoDispatch, input: PorticoConfigInput, host?: HostParts) {
  const config = checkedConfig(input)
  if (host) host.siwx = config.siwx
  dispatch(configured(optionsFromConfig(config)))
  dispatch(
    servicesConfigured({ projectId: config.projectId, baseUrls: config.baseUrls, swapNetworks: config.swapNetworks }),
  )
  const active =
    typeof config.defaultNetwork === 'string' ? config.defaultNetwork : config.defaultNetwork?.caipNetworkId
  dispatch(networksConfigured({ networks: config.networks, active }))
  const alert = projectIdAlert(config.projectId)
  if (alert) dispatch(alertRaised(alert))
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
