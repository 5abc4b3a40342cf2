// @vitest-environment jsdom
// A config Portico refuses throws while the provider renders; a host's error boundary may take
// the error and show its own fallback, so the same sentence goes to the console too.
import { cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoProvider, mainnet, type PorticoConfig } from '../../src'

/** A host's boundary that shows its fallback and says nothing. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children
  }
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('a config Portico refuses, under an error boundary that swallows it', () => {
  it('a refused config is logged with the sentence that names the field, though the boundary swallows the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = { projectId: 42, networks: [mainnet] } as unknown as PorticoConfig
    render(
      <QuietBoundary>
        <PorticoProvider config={config} />
      </QuietBoundary>,
    )
    expect(screen.getByText('Something went wrong')).toBeTruthy()
    expect(logged).toHaveBeenCalledWith('Invalid Portico config: projectId: Expected string, received number')
  })
})
