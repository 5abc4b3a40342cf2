'use client'
import type { CSSProperties } from 'react'
import type { CaipNetwork } from '../../contract'
import { Picture } from './Picture'

/**
 * A network's picture wherever a network shows: the host's own `assets.imageUrl`, else the
 * directory's image for `assets.imageId` (the well-known networks carry theirs, src/networks.ts),
 * else the name's initial.
 */
export function NetworkImage({ network, style }: { network: CaipNetwork; style?: CSSProperties }) {
  const { imageUrl, imageId } = network.assets ?? {}
  return <Picture endpoint="getAssetImage" name={network.name} imageUrl={imageUrl} imageId={imageId} style={style} />
}
