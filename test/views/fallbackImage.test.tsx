// @vitest-environment jsdom
// One rule for every outside picture: one that fails to load gives way to its fallback, so a
// visitor never sees a broken image or its alt text (jsdom loads nothing: the error is played).
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Thumbnail } from '../../src/views/Account/Thumbnail'
import { Avatar } from '../../src/views/components/Avatar'
import { FallbackImage } from '../../src/views/components/FallbackImage'

afterEach(cleanup)

describe('pictures that fail', () => {
  it('a picture that fails gives way to its fallback; a new URL gets its own try', () => {
    const { container, rerender } = render(
      <FallbackImage src="https://token.example/missing.png" alt="" fallback={<i data-testid="fallback" />} />,
    )
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-testid="fallback"]')).not.toBeNull()
    rerender(<FallbackImage src="https://token.example/other.png" alt="" fallback={<i data-testid="fallback" />} />)
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://token.example/other.png')
  })

  it('a token icon or NFT preview that fails leaves the blank tile', () => {
    const { container } = render(<Thumbnail src="https://nft.example/missing.png" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.p-thumb')).not.toBeNull()
  })

  it("a profile image that fails leaves the address's gradient", () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const { container } = render(
      <Avatar className="p-avatar" address={address} image="https://ens.example/missing.png" />,
    )
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    const gradient = container.querySelector<HTMLElement>('[data-avatar="gradient"]')!
    expect(gradient.getAttribute('aria-hidden')).toBe('true')
    expect(gradient.style.background).toMatch(/radial-gradient/)
  })

  it('an account without a profile image shows its gradient', () => {
    const { container } = render(<Avatar address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-avatar="gradient"]')).not.toBeNull()
  })
})
