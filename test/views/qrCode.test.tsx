// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { scriptedPairingUri } from '../../mocks/wallets/scriptedWalletConnect'
import { QrCode, qrLayout, quietZoneModules } from '../../src/views/components/QrCode'

afterEach(cleanup)

// No QR decoder offline: the checks are the symbol's size against the standard's version
// table (byte mode, error correction H) and that the drawing follows its text.
const uri = scriptedPairingUri(0, Date.parse('2025-01-15T12:00:00.000Z'))

describe('qrLayout', () => {
  it('encodes a WalletConnect URI at level H: 187 bytes need version 14 (73 modules; 13 holds 177)', () => {
    expect(uri).toHaveLength(187)
    const layout = qrLayout(uri)
    expect(layout.version).toBe(14)
    expect(layout.modules).toBe(17 + 4 * 14)
    expect(layout.size).toBe(73 + 2 * quietZoneModules)
  })

  it.each([
    [177, 13],
    [178, 14],
    [194, 14],
    [195, 15],
  ])('byte-mode capacity at H: %i bytes take version %i', (length, version) => {
    expect(qrLayout('x'.repeat(length)).version).toBe(version)
  })

  it('keeps a light quiet zone of four modules on every side', () => {
    const { path, size } = qrLayout(uri)
    const moves = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(
      (m) => m.slice(1).map(Number) as [number, number, number],
    )
    expect(Math.min(...moves.map(([x]) => x))).toBeGreaterThanOrEqual(quietZoneModules)
    expect(Math.min(...moves.map(([, y]) => y))).toBeGreaterThanOrEqual(quietZoneModules)
    expect(Math.max(...moves.map(([x, , run]) => x + run))).toBeLessThanOrEqual(size - quietZoneModules)
    expect(Math.max(...moves.map(([, y]) => y + 1))).toBeLessThanOrEqual(size - quietZoneModules)
  })

  it('clears a centred square for the logo covering under 8% of the symbol (level H recovers 30%)', () => {
    const { logo, modules, size } = qrLayout(uri)
    expect(logo.at * 2 + logo.size).toBe(size)
    expect((logo.size * logo.size) / (modules * modules)).toBeLessThan(0.08)
  })
})

describe('QrCode', () => {
  it('is an image named by its label, dark modules on white', () => {
    const { getByRole } = render(<QrCode value={uri} label="QR code to connect with WalletConnect" />)
    const svg = getByRole('img', { name: 'QR code to connect with WalletConnect' })
    expect(svg.getAttribute('viewBox')).toBe('0 0 81 81')
    expect(svg.getAttribute('width')).toBe('280')
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff')
  })

  it('draws another code for another URI', () => {
    const { container, rerender } = render(<QrCode value={uri} label="QR" />)
    const before = container.innerHTML
    rerender(<QrCode value={scriptedPairingUri(1, Date.parse('2025-01-15T12:00:00.000Z'))} label="QR" />)
    expect(container.innerHTML).not.toBe(before)
  })

  it('puts the wallet logo in the centre, or the WalletConnect mark without one', () => {
    const { container, rerender } = render(<QrCode value={uri} label="QR" />)
    expect(container.querySelector('image')).toBeNull()
    rerender(<QrCode value={uri} label="QR" logoUrl="data:image/png;base64,AAAA" />)
    expect(container.querySelector('image')?.getAttribute('href')).toBe('data:image/png;base64,AAAA')
  })
})
