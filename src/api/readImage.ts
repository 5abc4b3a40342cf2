import type { ImageData } from '../contract'

/** Reads an image answer into a data URL, which is serializable and needs no revoking. */
export async function readImage(response: Response): Promise<ImageData | undefined> {
  const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!mimeType.startsWith('image/')) return undefined
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (bytes.length === 0) return undefined
  let binary = ''
  // Chunked so a large image does not overflow the argument limit of fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return { mimeType, dataUrl: `data:${mimeType};base64,${btoa(binary)}` }
}
