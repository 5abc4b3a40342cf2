// vi.waitFor and vi.waitUntil (and Testing Library's waits) wait one flow step (waits.ts) unless
// a test says otherwise: vitest has no setting for their default, 1 s, which ran out on a loaded
// machine. A setup file of the unit projects; expect.poll's default is set in vite.config.ts.
import { configure } from '@testing-library/react'
import { vi } from 'vitest'
import { flowStep } from './waits'

type Options = number | { timeout?: number; interval?: number } | undefined
const withDefault = (options: Options) =>
  typeof options === 'number' ? { timeout: options } : { timeout: flowStep.timeout, ...options }

// The setup file runs again for each file of a worker that shares its module graph: once is enough.
const applied = Symbol.for('portico.waitDefaults')
const tagged = vi as typeof vi & { [applied]?: true }
if (!tagged[applied]) {
  tagged[applied] = true
  const { waitFor, waitUntil } = vi
  vi.waitFor = ((callback: Parameters<typeof waitFor>[0], options?: Options) =>
    waitFor(callback, withDefault(options))) as typeof vi.waitFor
  vi.waitUntil = ((callback: Parameters<typeof waitUntil>[0], options?: Options) =>
    waitUntil(callback, withDefault(options))) as typeof vi.waitUntil
}

// Testing Library's waitFor and findBy… queries, the same (its own default is 1 s too).
configure({ asyncUtilTimeout: flowStep.timeout })
