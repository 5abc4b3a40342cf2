'use client'
import { usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { selectSocials } from '../../features/connection/connectMethods'
import { Button } from '../components/Button'
import { useNavigate } from '../hooks/useNavigate'

/** One button per social provider offered; each leads to the Socials screen for now. */
export function SocialButtons() {
  const t = useT()
  const navigate = useNavigate()
  const socials = usePorticoSelector(selectSocials)
  return (
    <div className="p-socials">
      {socials.map((provider) => (
        <Button key={provider} icon="user" onClick={() => navigate({ view: 'Socials' })}>
          {t('connect.social.continueWith', { name: t(`social.${provider}`) })}
        </Button>
      ))}
    </div>
  )
}
