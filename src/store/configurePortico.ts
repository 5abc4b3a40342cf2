// Applies a host's config to a store: options, services, networks and the project id alerts.
// It reads no storage: this runs during render, on the server too, and the server's render and
// the browser's first render must agree. What the last visit left is restored when Portico
// starts in the browser (startup flow).
import type { PorticoConfigInput } from '../config/schema'
import { projectIdAlert } from '../config/configError'
import { parseConfig } from '../config/parseConfig'
import { configWithDefaults } from '../config/withDefaults'
import type { HostParts, PorticoDispatch } from './listener'
import { alertRaised } from '../features/alerts/alertsSlice'
import { networksConfigured } from '../features/chain/chainSlice'
import { configured, optionsFromConfig } from '../features/options/optionsSlice'
import { servicesConfigured } from '../features/options/servicesSlice'

/** `host`: where the instance keeps the config's functions (SIWX's), which the store cannot hold. */
export function configurePortico(dispatch: PorticoDispatch, input: PorticoConfigInput, host?: HostParts) {
  // Checked in full where the host develops; production builds (the bundler replaces the
  // expression, and drops the schema and zod with the branch) fill in defaults only.
  const config = process.env.NODE_ENV === 'production' ? configWithDefaults(input) : parseConfig(input)
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
