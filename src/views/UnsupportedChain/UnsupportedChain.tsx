'use client'
import { usePorticoDispatch } from '../../react/context'
import { useT } from '../../i18n'
import { disconnectRequested } from '../../features/connection/actions'
import { Button } from '../components/Button'
import { NetworkList } from '../components/NetworkList'

/** The wallet is on a network the app does not support: switch to a configured one, or leave. */
export function UnsupportedChain() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  return (
    <div className="p-stack">
      <p className="p-muted">{t('unsupported.message')}</p>
      <NetworkList />
      <Button icon="disconnect" onClick={() => dispatch(disconnectRequested())}>
        {t('unsupported.disconnect')}
      </Button>
    </div>
  )
}
