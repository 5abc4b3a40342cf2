'use client'
import type { ConnectedWalletInfo } from '../../features/account/accountSlice'
import { Icon } from './Icon'
import { Picture, type PictureProps } from './Picture'

/** A wallet's logo: the URL it announced (or its session's metadata icon), or the directory's by image id. */
export function WalletImage(props: PictureProps) {
  return <Picture endpoint="getWalletImage" {...props} />
}

/**
 * The wallet an account came through: the embedded wallet (an email or social login) has no
 * logo of its own to load, so it shows its mark; any other wallet its icon, or its initial.
 */
export function ConnectedWalletImage({
  wallet,
}: {
  wallet: Pick<ConnectedWalletInfo, 'name' | 'icon'> & { type?: string }
}) {
  if (wallet.type === 'AUTH')
    return (
      <span className="p-image p-wallet-mark" role="img" aria-label={wallet.name}>
        <Icon name="embeddedWallet" />
      </span>
    )
  return <WalletImage name={wallet.name} imageUrl={wallet.icon} />
}
