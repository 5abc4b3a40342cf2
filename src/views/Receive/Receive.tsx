'use client'
import { createSelector } from '@reduxjs/toolkit'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { linkCopyRequested } from '../../features/clipboard/actions'
import { selectAccount } from '../../features/account/selectors'
import { selectActiveNamespace, selectChain, selectNetworks } from '../../features/chain/selectors'
import { Button } from '../components/Button'
import { QrCode } from '../components/QrCode'
import { NetworkImage } from '../components/NetworkImage'
import { transferStyles } from '../Send/transferStyles'

/**
 * The networks an address receives on: those of its namespace the app configures, narrowed to
 * what a WalletConnect session approved when it says.
 */
const selectReceiveNetworks = createSelector(
  [selectNetworks, selectChain, selectActiveNamespace],
  (networks, chain, namespace) => {
    const approved = namespace ? chain.byNamespace[namespace]?.approvedCaipNetworkIds : undefined
    return networks.filter((n) => n.chainNamespace === namespace && (!approved || approved.includes(n.caipNetworkId)))
  },
)

/** Receive: the connected address as text and as a QR code, a copy button, and where it is valid. */
export function Receive() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const account = usePorticoSelector(selectAccount)
  const networks = usePorticoSelector(selectReceiveNetworks)
  const address = account?.address
  if (!address) return <p className="p-muted p-center">{t('receive.notConnected')}</p>
  return (
    <div className="p-center">
      <style>{transferStyles}</style>
      <QrCode
        value={address}
        label={t('receive.qrLabel', { address })}
        logoUrl={account.connectedWalletInfo?.icon}
        noMark
        pixels={220}
      />
      <div className="p-stack p-full">
        <h3 className="p-label">{t('receive.address')}</h3>
        <p className="p-address" dir="ltr">
          {address}
        </p>
        <Button icon="copy" onClick={() => dispatch(linkCopyRequested({ text: address, what: 'address' }))}>
          {t('receive.copy')}
        </Button>
      </div>
      <div className="p-stack p-full">
        <h3 className="p-subtitle">{t('receive.networks')}</h3>
        <ul className="p-network-chips" aria-label={t('receive.networks')}>
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="p-network-chip">
              <NetworkImage network={network} />
              <span aria-hidden="true">{network.name}</span>
            </li>
          ))}
        </ul>
        <p className="p-muted">{t('receive.networksHint')}</p>
      </div>
    </div>
  )
}
