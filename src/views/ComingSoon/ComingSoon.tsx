'use client'
import { useT } from '../../i18n'
import { Icon } from '../components/Icon'
import type { ViewProps } from '../chrome/viewRegistry'

/** The screens later issues build: a clear "coming" state, never a dead end (back is in the header). */
export function ComingSoon({ view }: ViewProps) {
  const t = useT()
  return (
    <div className="p-center">
      <Icon name="clock" />
      <p>
        <strong>{t('comingSoon.title')}</strong>
      </p>
      <p className="p-muted">{t('comingSoon.message', { feature: t(`view.${view}.title`) })}</p>
    </div>
  )
}
