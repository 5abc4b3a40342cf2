'use client'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { switchNetworkRequested } from '../../features/connection/actions'
import { selectActiveNetwork, selectChain, selectNetworks } from '../../features/chain/selectors'
import { selectOptions } from '../../features/options/selectors'
import { Icon } from './Icon'
import { NetworkImage } from './NetworkImage'

/** The configured networks; the active one is marked; choosing one asks to switch to it. */
export function NetworkList() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const networks = usePorticoSelector(selectNetworks)
  const active = usePorticoSelector(selectActiveNetwork)
  const chain = usePorticoSelector(selectChain)
  // The host turned switching off: the list shows where the visitor is, and says why it is still.
  const switchable = usePorticoSelector(selectOptions).enableNetworkSwitch
  return (
    <>
      {!switchable && (
        <p className="p-muted" id="portico-networks-fixed">
          {t('networks.switchingOff')}
        </p>
      )}
      <ul className="p-stack" aria-label={t('networks.list')}>
        {networks.map((network) => {
          const current = network.caipNetworkId === active?.caipNetworkId
          // A WalletConnect session approved some chains only: switching to another one ends in
          // UnsupportedChain, so say so before the visitor picks it.
          const approved = chain.byNamespace[network.chainNamespace]?.approvedCaipNetworkIds
          const notApproved = !!approved && !approved.includes(network.caipNetworkId)
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="p-row"
                aria-current={current ? 'true' : undefined}
                disabled={!switchable}
                aria-describedby={switchable ? undefined : 'portico-networks-fixed'}
                onClick={() => dispatch(switchNetworkRequested({ caipNetworkId: network.caipNetworkId }))}
              >
                <NetworkImage network={network} />
                <span className="p-row-name" aria-hidden="true">
                  {network.name}
                </span>
                {network.testnet && <span className="p-badge">{t('networks.testnet')}</span>}
                {notApproved && <span className="p-badge">{t('networks.notApproved')}</span>}
                {current && <Icon name="check" />}
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}
