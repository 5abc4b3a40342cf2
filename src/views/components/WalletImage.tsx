'use client'
// Wallet and network pictures: a URL the host gave, an image from the directory, or a
// placeholder. The alt text is always the name, so a tile reads the same loaded or not.
import { useMemo, useState } from 'react'
import { imageUrl, type ImageEndpoint } from '../../api/imageUrl'
import type { CaipNetwork } from '../../contract'
import { withoutBidiControls } from '../../i18n/bidi'
import { usePorticoSelector } from '../../react/context'
import { selectServices } from '../../store/state'
import { imagePreloadTimeoutMs } from '../constants'
import { useTimeoutFlag } from '../hooks/useTimeoutFlag'

interface Picture {
  name: string
  imageUrl?: string
  imageId?: string
}

function Placeholder({ name }: { name: string }) {
  return (
    <span className="p-image p-image-placeholder" role="img" aria-label={name}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}

/** Names come from outside: their own direction controls are dropped from the alt text too. */
const plain = withoutBidiControls

/**
 * A directory picture by its URL. While it loads: a skeleton, then after the preload timeout
 * (section 9: 2 s) the placeholder; the picture replaces either when it arrives, and a picture
 * that fails (or an id the contract refuses) leaves the placeholder.
 */
function DirectoryImage({ endpoint, id, name }: { endpoint: ImageEndpoint; id: string; name: string }) {
  // The services object only changes with the config: the URL is built once per picture, not
  // on every change of the store (a search makes many, with dozens of pictures on screen).
  const services = usePorticoSelector(selectServices)
  const src = useMemo(() => imageUrl(services, endpoint, id), [services, endpoint, id])
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const timedOut = useTimeoutFlag(imagePreloadTimeoutMs)
  if (!src || status === 'failed') return <Placeholder name={plain(name)} />
  return (
    <>
      {status === 'loading' &&
        (timedOut ? (
          <Placeholder name={plain(name)} />
        ) : (
          <span className="p-image p-skeleton" role="img" aria-label={plain(name)} />
        ))}
      <img
        className="p-image"
        hidden={status !== 'loaded'}
        src={src}
        alt={plain(name)}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
      />
    </>
  )
}

export function WalletImage({ name, imageUrl, imageId }: Picture) {
  if (imageUrl) return <img className="p-image" src={imageUrl} alt={plain(name)} />
  // Keyed by id: a tile reused for another wallet starts its preload timeout again.
  if (imageId) return <DirectoryImage key={imageId} endpoint="getWalletImage" id={imageId} name={name} />
  return <Placeholder name={plain(name)} />
}

export function NetworkImage({ network }: { network: CaipNetwork }) {
  const { imageUrl, imageId } = network.assets ?? {}
  if (imageUrl) return <img className="p-image" src={imageUrl} alt={network.name} />
  if (imageId) return <DirectoryImage key={imageId} endpoint="getAssetImage" id={imageId} name={network.name} />
  return <Placeholder name={network.name} />
}
