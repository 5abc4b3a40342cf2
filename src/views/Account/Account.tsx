import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { disconnectRequested } from '../../store/flows/actions'
import { selectAccount, selectActiveNetwork } from '../../store/selectors'
import { Button } from '../components/Button'
import { NetworkImage } from '../components/WalletImage'
import { shortAddress } from '../format'

/** The account, for now: who is connected, on which network, and the way out. */
export function Account() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const account = usePorticoSelector(selectAccount)
  const network = usePorticoSelector(selectActiveNetwork)
  return (
    <div className="p-stack">
      <dl className="p-pairs">
        <dt>{t('account.address')}</dt>
        <dd title={account?.address}>{account?.address ? shortAddress(account.address) : t('account.notConnected')}</dd>
        <dt>{t('account.network')}</dt>
        <dd>
          {network && <NetworkImage network={network} />}
          {network?.name ?? t('account.unknownNetwork')}
        </dd>
      </dl>
      <p className="p-muted">{t('account.comingSoon')}</p>
      <Button icon="disconnect" onClick={() => dispatch(disconnectRequested())}>
        {t('account.disconnect')}
      </Button>
    </div>
  )
}
