// Applies a host's config to a store: options, services, networks (restoring the last visit's
// network when it is still configured), recent wallets, and the project id alerts.
import type { PorticoConfigInput } from '../config/schema'
import { parseConfig, projectIdAlert } from '../config/parseConfig'
import type { PorticoDispatch } from './listener'
import { alertRaised } from './slices/alerts'
import { networksConfigured } from './slices/chain'
import { configured, optionsFromConfig } from './slices/options'
import { recentWalletsRestored } from './slices/recentWallets'
import { servicesConfigured } from './slices/services'
import type { PorticoStorage } from './storage/porticoStorage'

export function configurePortico(dispatch: PorticoDispatch, input: PorticoConfigInput, storage: PorticoStorage) {
  const config = parseConfig(input)
  // Read everything first: the persistence flow writes state back on every change, so a key
  // read after the first dispatch could already hold the fresh store's empty value.
  const stored = storage.get('activeCaipNetworkId')
  const recentWallets = storage.get('recentWallets') ?? []
  dispatch(configured(optionsFromConfig(config)))
  dispatch(servicesConfigured({ projectId: config.projectId, baseUrls: config.baseUrls }))
  const fallback = typeof config.defaultNetwork === 'string' ? config.defaultNetwork : config.defaultNetwork?.caipNetworkId
  const active = stored && config.networks.some((n) => n.caipNetworkId === stored) ? stored : fallback
  dispatch(networksConfigured({ networks: config.networks, active }))
  dispatch(recentWalletsRestored(recentWallets))
  const alert = projectIdAlert(config.projectId)
  if (alert) dispatch(alertRaised(alert))
  return config
}
