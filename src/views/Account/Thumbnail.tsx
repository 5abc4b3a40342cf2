'use client'
import { FallbackImage } from '../components/FallbackImage'

/** A token's icon, an NFT's preview, an activity's picture: decorative; a blank tile when there is none or it fails. */
export function Thumbnail({ src }: { src?: string }) {
  const blank = <span className="p-thumb" aria-hidden="true" />
  return src ? <FallbackImage src={src} alt="" fallback={blank} /> : blank
}
