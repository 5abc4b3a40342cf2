'use client'
import { createSelector } from '@reduxjs/toolkit'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { disconnectRequested } from '../../features/connection/actions'
import { selectConnectedConnectorId } from '../../features/account/viewSelectors'
import { selectChain, selectNetworks } from '../../features/chain/selectors'
import { selectConnectors } from '../../features/connection/selectors'
import { Button } from '../components/Button'
import { NetworkList } from '../components/NetworkList'
import { Spinner } from '../components/Spinner'

/** The switch the wallet is asking its user about: to which network, in which wallet. */
const selectSwitchAsked = createSelector(
  [selectChain, selectNetworks, selectConnectors, selectConnectedConnectorId],
  (chain, networks, connectors, connectorId) => {
    const network = networks.find((n) => n.caipNetworkId === chain.switchAsked)
    if (!network) return undefined
    return { network: network.name, wallet: connectors.find((c) => c.id === connectorId)?.name }
  },
)

/** The wallet is on a network the app does not support: switch to a configured one, or leave. */
export function UnsupportedChain() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const asked = usePorticoSelector(selectSwitchAsked)
  return (
    <div className="p-stack">
      <p className="p-muted">{t('unsupported.message')}</p>
      {/* Always there, so the switch being asked is announced when it starts. */}
      <div role="status" aria-live="polite">
        {asked && (
          <div className="p-center p-status">
            <Spinner />
            <p>
              <strong>{t('connecting.continueIn', { name: asked.wallet ?? t('connecting.walletFallback') })}</strong>
            </p>
            <p className="p-muted">{t('unsupported.switching', { network: asked.network })}</p>
          </div>
        )}
      </div>
      <NetworkList />
      <Button icon="disconnect" onClick={() => dispatch(disconnectRequested())}>
        {t('unsupported.disconnect')}
      </Button>
    </div>
  )
}
