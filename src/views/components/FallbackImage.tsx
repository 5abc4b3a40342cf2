'use client'
// One rule for every picture from outside (wallet icons, a WalletConnect peer's metadata icon,
// profile avatars, token icons, NFT previews): one that fails to load gives way to its
// fallback. A visitor never sees a broken image or its alt text.
import { useState, type CSSProperties, type ReactNode } from 'react'

export interface FallbackImageProps {
  src: string
  alt: string
  /** Shown instead once the picture failed: a placeholder, a mark, or nothing. */
  fallback: ReactNode
  className?: string
  style?: CSSProperties
}

export function FallbackImage({ src, alt, fallback, className, style }: FallbackImageProps) {
  // The URL that failed, so a new URL (another wallet in a reused row) gets its own try.
  const [failed, setFailed] = useState<string>()
  if (failed === src) return <>{fallback}</>
  return <img className={className} style={style} src={src} alt={alt} onError={() => setFailed(src)} />
}
