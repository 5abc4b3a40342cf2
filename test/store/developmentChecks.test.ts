// Portico's own store keeps Redux Toolkit's development checks, which catch a mutated or
// unserializable state at once, but prints nothing about how long they took: that only measured
// how busy the host's machine was, in the host's console, about a store the host cannot change.
import { afterEach, expect, it, vi } from 'vitest'
import { opened } from '../../src/features/modal/modalSlice'
import { mainnet } from '../../src/networks'
import { createPorticoStore } from '../../src/composition/createPorticoStore'

const config = { projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet] }

afterEach(() => vi.restoreAllMocks())

it('a slow machine: no timing warning in the console, whatever the checks took', () => {
  const store = createPorticoStore(config)
  let now = 0
  // Every clock read 100 ms after the last: each check seems to take far past the 32 ms default.
  vi.spyOn(Date, 'now').mockImplementation(() => (now += 100))
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  store.dispatch(opened())
  expect(Date.now).toHaveBeenCalled()
  expect(warn).not.toHaveBeenCalled()
})

it('the checks still run: an unserializable value in an action is reported', () => {
  const store = createPorticoStore(config)
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  store.dispatch({ type: 'host/unserializable', payload: new Map() })
  expect(String(error.mock.calls[0]?.[0])).toContain('non-serializable')
})
