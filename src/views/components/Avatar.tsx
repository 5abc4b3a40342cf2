'use client'
import type { CSSProperties } from 'react'
import { addressGradient } from '../avatarGradient'
import { FallbackImage } from './FallbackImage'

/**
 * An account's face, decorative (its name or address is beside it): the profile image when it
 * has one that loads, else the address's own gradient.
 */
export function Avatar({
  address,
  image,
  className,
  style,
}: {
  address: string
  image?: string
  className?: string
  style?: CSSProperties
}) {
  const gradient = (
    <span
      className={className}
      data-avatar="gradient"
      style={{ ...style, background: addressGradient(address) }}
      aria-hidden="true"
    />
  )
  return image ? <FallbackImage className={className} style={style} src={image} alt="" fallback={gradient} /> : gradient
}
