'use client'
// A wallet's or a network's picture: a URL the host gave, an image from the directory, or a
// placeholder (the name's initial). The alt text is always the name, so a row reads the same
// loaded or not; a picture that fails leaves the placeholder, never a broken image.
import { useMemo, useState, type CSSProperties } from 'react'
import type { ImageEndpoint } from '../../api/imageUrl'
import { withoutBidiControls } from '../../i18n/bidi'
import { usePorticoSelector } from '../../react/context'
import { selectServices } from '../../store/state'
import { imagePreloadTimeoutMs } from '../../headless/constants'
import { useEngineInStore } from '../../headless/useEngine'
import { useTimeoutFlag } from '../hooks/useTimeoutFlag'
import { FallbackImage } from './FallbackImage'

export interface PictureProps {
  name: string
  imageUrl?: string
  imageId?: string
  /** Inline style for every state (the host-page buttons style their parts inline, themed per config). */
  style?: CSSProperties
}

type Styled = { name: string; style?: CSSProperties }

function Placeholder({ name, style }: Styled) {
  return (
    <span className="p-image p-image-placeholder" role="img" aria-label={name} style={style}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}

/**
 * A directory picture by its URL. While it loads: a skeleton, then after the preload timeout
 * (section 9: 2 s) the placeholder; the picture replaces either when it arrives, and a picture
 * that fails (or an id the contract refuses) leaves the placeholder.
 */
function DirectoryImage({ endpoint, id, name, style }: Styled & { endpoint: ImageEndpoint; id: string }) {
  // The services object only changes with the config: the URL is built once per picture, not
  // on every change of the store (a search makes many, with dozens of pictures on screen).
  const services = usePorticoSelector(selectServices)
  // The URL is the directory contract's, which comes with the api: the Connect view paints its
  // rows before that (the body does not wait for the api), a skeleton where the picture goes.
  const engine = useEngineInStore()
  const src = useMemo(() => engine?.imageUrl(services, endpoint, id), [engine, services, endpoint, id])
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const timedOut = useTimeoutFlag(imagePreloadTimeoutMs)
  if ((engine && !src) || status === 'failed') return <Placeholder name={name} style={style} />
  return (
    <>
      {status === 'loading' &&
        (timedOut ? (
          <Placeholder name={name} style={style} />
        ) : (
          <span className="p-image p-skeleton" role="img" aria-label={name} style={style} />
        ))}
      {src && (
        <img
          className="p-image"
          hidden={status !== 'loaded'}
          src={src}
          alt={name}
          style={style}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </>
  )
}

/** A picture from `endpoint` of the directory when there is only an id. */
export function Picture({ endpoint, ...picture }: PictureProps & { endpoint: ImageEndpoint }) {
  // Names come from outside: their own direction controls are dropped from the alt text too.
  const name = withoutBidiControls(picture.name)
  const { imageUrl, imageId, style } = picture
  const placeholder = <Placeholder name={name} style={style} />
  if (imageUrl)
    return <FallbackImage className="p-image" style={style} src={imageUrl} alt={name} fallback={placeholder} />
  // Keyed by id: a tile reused for another wallet starts its preload timeout again.
  if (imageId) return <DirectoryImage key={imageId} endpoint={endpoint} id={imageId} name={name} style={style} />
  return placeholder
}
