'use client'
// Wallet and network pictures: a URL the host gave, an image from the directory, or a
// placeholder. The alt text is always the name, so a tile reads the same loaded or not.
import { directoryApi } from '../../api/porticoApi'
import type { CaipNetwork } from '../../contract'
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

/** While an image loads: a skeleton, then after the preload timeout (section 9: 2 s) the placeholder. */
function Loaded({ name, dataUrl, failed }: { name: string; dataUrl?: string; failed: boolean }) {
  const timedOut = useTimeoutFlag(imagePreloadTimeoutMs)
  if (dataUrl) return <img className="p-image" src={dataUrl} alt={name} />
  if (failed || timedOut) return <Placeholder name={name} />
  return <span className="p-image p-skeleton" role="img" aria-label={name} />
}

function DirectoryWalletImage({ id, name }: { id: string; name: string }) {
  const { data, isError } = directoryApi.useGetWalletImageQuery({ params: { id } })
  return <Loaded name={name} dataUrl={data?.dataUrl} failed={isError} />
}

function DirectoryAssetImage({ id, name }: { id: string; name: string }) {
  const { data, isError } = directoryApi.useGetAssetImageQuery({ params: { id } })
  return <Loaded name={name} dataUrl={data?.dataUrl} failed={isError} />
}

export function WalletImage({ name, imageUrl, imageId }: Picture) {
  if (imageUrl) return <img className="p-image" src={imageUrl} alt={name} />
  // Keyed by id: a tile reused for another wallet starts its preload timeout again.
  if (imageId) return <DirectoryWalletImage key={imageId} id={imageId} name={name} />
  return <Placeholder name={name} />
}

export function NetworkImage({ network }: { network: CaipNetwork }) {
  const { imageUrl, imageId } = network.assets ?? {}
  if (imageUrl) return <img className="p-image" src={imageUrl} alt={network.name} />
  if (imageId) return <DirectoryAssetImage key={imageId} id={imageId} name={network.name} />
  return <Placeholder name={network.name} />
}
