'use client'
import { Fragment } from 'react'
import { usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { selectConnectMethods } from '../../features/connection/connectMethods'
import { selectNetworkToConnect } from '../../features/connection/selectors'
import { EmailForm } from './EmailForm'
import { SocialButtons } from './SocialButtons'
import { WalletList } from './WalletList'

const sections = { email: EmailForm, social: SocialButtons, wallet: WalletList } as const

/** The connect methods in their order (section 2), an "or" between each two. */
export function Connect() {
  const t = useT()
  const methods = usePorticoSelector(selectConnectMethods)
  // Asked for a wallet of another namespace's network (section 4): the visitor is told what for.
  const network = usePorticoSelector(selectNetworkToConnect)
  return (
    <div className="p-stack">
      {network && <p className="p-muted">{t('connect.forNetwork', { network: network.name })}</p>}
      {methods.map((method, i) => {
        const Section = sections[method]
        return (
          <Fragment key={method}>
            {i > 0 && (
              <div className="p-divider" role="separator">
                {t('connect.or')}
              </div>
            )}
            <Section />
          </Fragment>
        )
      })}
    </div>
  )
}
