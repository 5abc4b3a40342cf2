'use client'
// A QR code as SVG, for the WalletConnect views and Receive only (so the encoder stays out of
// the first load). Dark modules on a light card whatever the theme: phone scanners look for dark on
// light, and the card carries its own quiet zone so the modal's dark background never touches
// the symbol. The logo in the centre hides modules; error correction H (30% recoverable) pays
// for that with room to spare.
import { useId, useMemo } from 'react'
import { encode, QrCodeDataType } from 'uqr'

/** ISO/IEC 18004 asks for four light modules around the symbol: scanners find its edge by them. */
export const quietZoneModules = 4
/**
 * The logo's share of the symbol's width. A square of 22% hides under 5% of the modules (plus
 * a one-module margin), well inside what level H recovers even when the photo is poor.
 */
export const logoShare = 0.22
/** Fixed colours, not theme tokens: scanners need dark modules on a light ground in both themes. */
const dark = '#000000'
const light = '#ffffff'

export interface QrLayout {
  /** QR version (1-40): the symbol is 17 + 4 × version modules wide. */
  version: number
  /** Modules across the symbol, without the quiet zone. */
  modules: number
  /** Units across the drawing: the symbol and its quiet zone on both sides. */
  size: number
  /** The dark modules outside the finder patterns and the logo, as one path in module units. */
  path: string
  /** Top-left corners of the three finder patterns, in drawing units. */
  finders: [number, number][]
  /** The cleared centre square the logo sits on, in drawing units. */
  logo: { at: number; size: number }
}

/** Everything the drawing needs, from the text alone (pure, so a test can check it). */
export function qrLayout(text: string): QrLayout {
  const qr = encode(text, { ecc: 'H', border: 0 })
  const modules = qr.size
  const q = quietZoneModules
  // An odd width keeps the cleared square centred on the middle module; one module of margin
  // keeps the logo from touching the modules around it.
  let clear = Math.round(modules * logoShare) + 2
  if (clear % 2 === 0) clear += 1
  const clearFrom = (modules - clear) / 2
  const inLogo = (x: number, y: number) =>
    x >= clearFrom && x < clearFrom + clear && y >= clearFrom && y < clearFrom + clear

  let path = ''
  for (let y = 0; y < modules; y++) {
    let x = 0
    while (x < modules) {
      const drawn = (i: number) => qr.data[y]![i] && qr.types[y]![i] !== QrCodeDataType.Position && !inLogo(i, y)
      if (!drawn(x)) {
        x++
        continue
      }
      // Runs of dark modules in a row are one rectangle: a shorter path, and no seams.
      let run = 1
      while (x + run < modules && drawn(x + run)) run++
      path += `M${x + q} ${y + q}h${run}v1h-${run}z`
      x += run
    }
  }
  const far = modules - 7 + q
  return {
    version: qr.version,
    modules,
    size: modules + 2 * q,
    path,
    finders: [
      [q, q],
      [far, q],
      [q, far],
    ],
    logo: { at: clearFrom + q, size: clear },
  }
}

/** The WalletConnect mark, drawn in a 24-unit box (the icon set's glyph on its blue tile). */
function WalletConnectMark({ at, size }: { at: number; size: number }) {
  return (
    <g transform={`translate(${at} ${at}) scale(${size / 24})`}>
      <rect width="24" height="24" rx="6" fill="#3396ff" />
      <path
        d="M5 10c4-4 10-4 14 0M8 13c2.2-2 5.8-2 8 0M9 17l3-3 3 3"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  )
}

export interface QrCodeProps {
  /** What the code holds (a pairing URI). */
  value: string
  /** The accessible name (from the message catalogue). */
  label: string
  /** The wallet's logo (a data URL or the host's image URL); the WalletConnect mark without one. */
  logoUrl?: string
  /** Not a WalletConnect code (Receive's address): without a logo the centre stays clear. */
  noMark?: boolean
  /** CSS pixels across, quiet zone included. */
  pixels?: number
}

export function QrCode({ value, label, logoUrl, noMark, pixels = 280 }: QrCodeProps) {
  // useId's characters are not all valid in `url(#…)`: keep the safe ones.
  const clipId = `p-qr-logo${useId().replace(/[^\w-]/g, '')}`
  const layout = useMemo(() => qrLayout(value), [value])
  const { size, logo } = layout
  // The logo sits inside the cleared square with half a module of light around it.
  const inset = 0.5
  const logoAt = logo.at + inset
  const logoSize = logo.size - 2 * inset
  return (
    <svg
      className="p-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={pixels}
      height={pixels}
      data-version={layout.version}
      data-modules={layout.modules}
    >
      <rect width={size} height={size} rx={2} fill={light} />
      {/* Whole modules, edges snapped to device pixels: crisp at any scale. */}
      <path d={layout.path} fill={dark} shapeRendering="crispEdges" />
      {layout.finders.map(([x, y]) => (
        <g key={`${x},${y}`}>
          <rect x={x + 0.5} y={y + 0.5} width={6} height={6} rx={1.75} fill="none" stroke={dark} strokeWidth={1} />
          <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.9} fill={dark} />
        </g>
      ))}
      {logoUrl ? (
        <>
          <clipPath id={clipId}>
            <rect x={logoAt} y={logoAt} width={logoSize} height={logoSize} rx={logoSize / 4} />
          </clipPath>
          <image
            href={logoUrl}
            x={logoAt}
            y={logoAt}
            width={logoSize}
            height={logoSize}
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#${clipId})`}
          />
        </>
      ) : (
        !noMark && <WalletConnectMark at={logoAt} size={logoSize} />
      )}
    </svg>
  )
}
