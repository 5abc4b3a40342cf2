'use client'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { selectAlert } from '../../features/alerts/selectors'
import { alertDismissed } from '../../features/alerts/alertsSlice'
import { IconButton } from '../components/IconButton'
import { Icon } from '../components/Icon'
import { icons } from '../components/icons'

/** The section 8 alert catalogue: short message, long message, dismiss. */
export function AlertBanner() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const alert = usePorticoSelector(selectAlert)
  if (!alert) return null
  return (
    <div role="alert" className="p-alert">
      <Icon name="warning" />
      <div className="p-alert-text">
        <p>
          <strong>{t(`alert.${alert}.short`)}</strong>
        </p>
        <p className="p-muted">{t(`alert.${alert}.long`)}</p>
      </div>
      <IconButton label={t('alert.dismiss')} icon={icons.close} onClick={() => dispatch(alertDismissed())} />
    </div>
  )
}
