// @vitest-environment jsdom
// Every wait has an end (react/loadable.ts): a part of the modal whose chunk never arrives is a
// failure at chunkBoundMs, not a placeholder for ever; one the network refuses is a failure at
// once; either is said in words with Try again, which asks again and shows the part when it comes.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chunkBoundMs, loadable, useLoadableState, type Loadable } from '../../src/react/loadable'

const Part = () => <p>the part</p>

/** A caller as the modal's are: the part, its failure with Try again, or the placeholder. */
function Place({ item }: { item: Loadable<object> }) {
  const { component: Component, failed, retry } = useLoadableState(item)
  if (Component) return <Component />
  if (failed)
    return (
      <button type="button" onClick={retry}>
        Try again
      </button>
    )
  return <p>loading</p>
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a part of the modal that does not arrive', () => {
  it('never arrives: still loading just before chunkBoundMs, failed at it; Try again shows the part once it comes', async () => {
    const arrivals = [new Promise<typeof Part>(() => {}), Promise.resolve(Part)]
    const load = vi.fn(() => arrivals.shift()!)
    render(<Place item={loadable(load)} />)
    await act(() => vi.advanceTimersByTimeAsync(chunkBoundMs - 1))
    expect(screen.getByText('loading')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1))
    const again = screen.getByRole('button', { name: 'Try again' })
    await act(async () => again.click())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('the part')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('refused by the network: failed at once, not after the bound; Try again loads it', async () => {
    const arrivals = [
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      Promise.resolve(Part),
    ]
    const load = vi.fn(() => arrivals.shift()!)
    render(<Place item={loadable(load)} />)
    await act(() => vi.advanceTimersByTimeAsync(0))
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('the part')).toBeTruthy()
  })

  it('arrives after its bound: kept, so Try again shows it without asking the network again', async () => {
    let arrive!: (part: typeof Part) => void
    const load = vi.fn(() => new Promise<typeof Part>((resolve) => (arrive = resolve)))
    render(<Place item={loadable(load)} />)
    await act(() => vi.advanceTimersByTimeAsync(chunkBoundMs))
    await act(async () => arrive(Part))
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('the part')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
