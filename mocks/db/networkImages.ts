// The well-known networks' pictures, as the directory's image endpoint serves them for the ids
// the client gives their chains (src/views/components/networkImageIds.ts): each network's brand colour and a mark drawn here, small SVGs that
// say which network a row is at a glance (every other id gets imageFor's generated picture).
import { mainnet, optimism, polygon, base, arbitrum, solana, bitcoin } from '../../src/networks'
import type { MockImage } from './images'
import type { CaipNetwork } from '../../src/contract'
import { networkImageId } from '../../src/views/components/networkImageIds'

const square = (fill: string, mark: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${defs}<rect width="32" height="32" fill="${fill}"/>${mark}</svg>`

const marks: [network: CaipNetwork, svg: string][] = [
  // Ethereum: the two-part diamond.
  [
    mainnet,
    square(
      '#627eea',
      '<path d="M16 4l7.5 12.2L16 20.6l-7.5-4.4z" fill="#fff"/><path d="M16 22.2l7.5-4.4L16 28l-7.5-10.2z" fill="#fff" opacity=".8"/>',
    ),
  ],
  // OP Mainnet: "OP" in red.
  [
    optimism,
    square(
      '#ff0420',
      '<circle cx="10.5" cy="16" r="4.5" fill="none" stroke="#fff" stroke-width="3"/><path d="M18 22V10h4.5a3.5 3.5 0 0 1 0 7H18" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>',
    ),
  ],
  // Polygon: two linked hexagons in purple.
  [
    polygon,
    square(
      '#8247e5',
      '<path d="M13 11l-4-2.3-4 2.3v4.6l4 2.3 4-2.3V11zM27 16.4l-4-2.3-4 2.3V21l4 2.3 4-2.3v-4.6zM13 15.6l6 3.4M13 11l6-3.4 4 2.3" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>',
    ),
  ],
  // Base: the blue disc with its bar.
  [
    base,
    square(
      '#0052ff',
      '<circle cx="16" cy="16" r="10" fill="#fff"/><rect x="5" y="14.6" width="12" height="2.8" fill="#0052ff"/>',
    ),
  ],
  // Arbitrum One: blue strokes in a navy hexagon.
  [
    arbitrum,
    square(
      '#213147',
      '<path d="M16 5l9.5 5.5v11L16 27l-9.5-5.5v-11z" fill="none" stroke="#9dcced" stroke-width="1.8"/><path d="M12 22l5.5-11M16.5 22l4-8" stroke="#12aaff" stroke-width="2.6" stroke-linecap="round"/>',
    ),
  ],
  // Solana (every cluster): three slanted bars in its gradient.
  [
    solana,
    square(
      '#000',
      '<path d="M10 9h15l-3 3H7zM7 14.5h15l3 3H10zM10 20h15l-3 3H7z" fill="url(#sol)"/>',
      '<defs><linearGradient id="sol" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs>',
    ),
  ],
  // Bitcoin: the B on orange.
  [
    bitcoin,
    square(
      '#f7931a',
      '<path d="M12 9h6.5a3.5 3.5 0 0 1 0 7H12zM12 16h7.5a3.5 3.5 0 0 1 0 7H12zM12 9v14M14.5 6.5V9M17.5 6.5V9M14.5 23v2.5M17.5 23v2.5" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round"/>',
    ),
  ],
]

const svgs: ReadonlyMap<string, string> = new Map(
  marks.flatMap(([network, svg]) => {
    const id = networkImageId(network)
    return id ? [[id, svg] as const] : []
  }),
)

/** A well-known network's picture by its image id; undefined for any other id. */
export function networkImageFor(id: string): MockImage | undefined {
  const svg = svgs.get(id)
  return svg === undefined ? undefined : { bytes: new TextEncoder().encode(svg), mimeType: 'image/svg+xml' }
}
