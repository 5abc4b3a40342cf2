'use client'
// A component in a chunk of its own, loaded once. Unlike React.lazy it never suspends: until the
// chunk is there the caller renders its placeholder, and once loaded the component renders
// directly. (React 19 keeps a Suspense fallback at least 300 ms, which made the first open of
// the modal take 320 ms; chunks preloaded when the page is idle avoid even the placeholder.)
// Every wait has an end: a chunk that has not arrived within chunkBoundMs, or that the network
// refused, is a failure the caller shows in words with a Try again, never a placeholder for ever.
import { useCallback, useEffect, useState, type ComponentType } from 'react'

/**
 * How long a part of the modal may take to arrive before its place says it could not load. Not
 * in the spec: the same 10 s section 9 gives a request to a service, since a chunk is one.
 */
export const chunkBoundMs = 10_000

export interface Loadable<P> {
  /** Starts loading (once at a time) and resolves with the component; rejects past chunkBoundMs. */
  preload(): Promise<ComponentType<P>>
  /** The component when its chunk is loaded. */
  loaded(): ComponentType<P> | undefined
}

/** `arrival`, unless chunkBoundMs pass first. */
function bounded<T>(arrival: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Portico: a part of the modal did not arrive within ${chunkBoundMs / 1000} s`)),
      chunkBoundMs,
    )
    arrival.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

export function loadable<P>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let component: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  return {
    preload: () =>
      // A chunk that arrives after its bound is kept all the same: the next ask finds it.
      (loading ??= bounded(load().then((c) => (component = c))).catch((error: unknown) => {
        // A failed or late chunk may come later (a flaky network): let the next ask retry.
        loading = undefined
        throw error
      })),
    loaded: () => component,
  }
}

/** A component that came with its caller's own chunk: there already, nothing to load. */
export function loaded<P>(component: ComponentType<P>): Loadable<P> {
  return { preload: () => Promise.resolve(component), loaded: () => component }
}

export interface LoadableState<P> {
  /** The component once loaded. */
  component: ComponentType<P> | undefined
  /** It did not arrive (refused, or not within chunkBoundMs): the caller says so. */
  failed: boolean
  /** Asks for it again. */
  retry(): void
}

/** The component once loaded, or its failure; asks for it while `wanted`. Re-renders when either comes. */
export function useLoadableState<P>(item: Loadable<P>, wanted = true): LoadableState<P> {
  const [attempt, setAttempt] = useState({ failed: false, at: 0 })
  const component = item.loaded()
  useEffect(() => {
    if (!wanted || component || attempt.failed) return
    let alive = true
    item.preload().then(
      () => alive && setAttempt({ failed: false, at: Date.now() }),
      (error: unknown) => {
        console.error('Portico: a part of the modal failed to load', error)
        if (alive) setAttempt({ failed: true, at: Date.now() })
      },
    )
    return () => void (alive = false)
  }, [item, wanted, component, attempt])
  const retry = useCallback(() => setAttempt({ failed: false, at: Date.now() }), [])
  return { component, failed: attempt.failed && !component, retry }
}

/** The component once loaded; asks for it while `wanted`. Re-renders when it arrives. */
export function useLoadable<P>(item: Loadable<P>, wanted = true): ComponentType<P> | undefined {
  return useLoadableState(item, wanted).component
}
