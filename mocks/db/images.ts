// Image bytes for any id: a disc on a square, both colours derived from the id, so each
// wallet, token or NFT gets its own recognisable picture and the same one on every run.
import { encodePng } from './png'
import { hashString } from './random'

export interface MockImage {
  bytes: Uint8Array
  mimeType: 'image/png' | 'image/svg+xml'
}

/** HSL to RGB with fixed saturation and lightness: always a pleasant, legible colour. */
function colourOf(hue: number, lightness: number): [number, number, number] {
  const s = 0.65
  const c = (1 - Math.abs(2 * lightness - 1)) * s
  const h = (hue % 360) / 60
  const x = c * (1 - Math.abs((h % 2) - 1))
  const [r, g, b] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x]
  const m = lightness - c / 2
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)]
}

function pixels(id: string, size: number): Uint8Array {
  const hash = hashString(id)
  const background = colourOf(hash % 360, 0.45)
  const disc = colourOf((hash >>> 9) % 360, 0.8)
  const radius = size * (0.25 + ((hash >>> 18) % 10) / 50)
  const rgb = new Uint8Array(size * size * 3)
  const centre = (size - 1) / 2
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - centre) ** 2 + (y - centre) ** 2 <= radius ** 2
      rgb.set(inside ? disc : background, (y * size + x) * 3)
    }
  }
  return rgb
}

/** A 32×32 PNG for any id, as the directory's image endpoints serve it. */
export function imageFor(id: string): MockImage {
  return { bytes: encodePng(32, 32, pixels(id, 32)), mimeType: 'image/png' }
}

/**
 * A small PNG as a data URL, for icon and preview URLs inside JSON answers: they render
 * offline (Storybook, tests, demos) where a remote icon URL would show a broken image.
 */
export function imageDataUrl(id: string, size = 16): string {
  const bytes = encodePng(size, size, pixels(id, size))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `data:image/png;base64,${btoa(binary)}`
}
