'use client'
import type { CSSProperties } from 'react'
import type { CaipNetwork } from '../../contract'
import { networkImageId } from './networkImageIds'
import { Picture } from './Picture'

/**
 * A network's picture wherever a network shows: the host's own `assets.imageUrl`, else the
 * directory's image for its `assets.imageId` or its chain's well-known id (networkImageIds.ts),
 * else the name's initial.
 */
export function NetworkImage({ network, style }: { network: CaipNetwork; style?: CSSProperties }) {
  return (
    <Picture
      endpoint="getAssetImage"
      name={network.name}
      imageUrl={network.assets?.imageUrl}
      imageId={networkImageId(network)}
      style={style}
    />
  )
}
