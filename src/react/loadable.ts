'use client'
// A component in a chunk of its own, loaded once. Unlike React.lazy it never suspends: until the
// chunk is there the caller renders its placeholder, and once loaded the component renders
// directly. (React 19 keeps a Suspense fallback at least 300 ms, which made the first open of
// the modal take 320 ms; chunks preloaded when the page is idle avoid even the placeholder.)
import { useEffect, useState, type ComponentType } from 'react'

export interface Loadable<P> {
  /** Starts loading (once) and resolves with the component. */
  preload(): Promise<ComponentType<P>>
  /** The component when its chunk is loaded. */
  loaded(): ComponentType<P> | undefined
}

export function loadable<P>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let component: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  return {
    preload: () =>
      (loading ??= load()
        .then((c) => (component = c))
        .catch((error: unknown) => {
          // A failed chunk load may succeed later (flaky network): let the next ask retry.
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

/** The component once loaded; asks for it while `wanted`. Re-renders when it arrives. */
export function useLoadable<P>(item: Loadable<P>, wanted = true): ComponentType<P> | undefined {
  const [, setLoadedAt] = useState(0)
  const component = item.loaded()
  useEffect(() => {
    if (!wanted || component) return
    let alive = true
    item
      .preload()
      .then(() => alive && setLoadedAt(Date.now()))
      .catch((error: unknown) => console.error('Portico: a part of the modal failed to load', error))
    return () => void (alive = false)
  }, [item, wanted, component])
  return component
}
