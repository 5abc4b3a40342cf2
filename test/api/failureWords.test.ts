// A failed call's words: as a flow keeps them for a view to say in the visitor's language
// (failureWords), as a host's rejected promise carries them (failureMessage, English), and the
// cause a view names under its own failed words (failureCause). Section 8: the API's reason
// first, then the status words "HTTP status code: {status}".
import { describe, expect, it } from 'vitest'
import {
  failureCause,
  failureMessage,
  failureWords,
  httpError,
  httpStatusIn,
  type PorticoApiError,
} from '../../src/api/errors'
import { isMessageKey } from '../../src/i18n'

const timedOut: PorticoApiError = { kind: 'timeout', message: 'Request timed out' }
const offline: PorticoApiError = { kind: 'network', message: 'Failed to fetch' }

describe('a failed call as a flow keeps it (failureWords)', () => {
  it("a timeout is a catalogue key, said in the visitor's language", () => {
    expect(failureWords(timedOut)).toBe('failure.timedOut')
    expect(isMessageKey(failureWords(timedOut))).toBe(true)
  })

  it("the API's reason comes first; an HTTP failure without one is section 8's status words", () => {
    expect(failureWords(httpError(400, 'Invalid amount'))).toBe('Invalid amount')
    expect(failureWords(httpError(503))).toBe('HTTP status code: 503')
    expect(failureWords(offline)).toBe('Failed to fetch')
  })
})

describe("a failed call in a host's words (failureMessage): the error's own English", () => {
  it('a timeout stays "Request timed out"; the reason still first', () => {
    expect(failureMessage(timedOut)).toBe('Request timed out')
    expect(failureMessage(httpError(400, 'Invalid amount'))).toBe('Invalid amount')
  })
})

describe('the cause a view names under its failed words (failureCause)', () => {
  it("an HTTP failure's status words, a timeout's key; nothing for other failures", () => {
    expect(failureCause(httpError(503, 'Down for maintenance'))).toBe('HTTP status code: 503')
    expect(failureCause(timedOut)).toBe('failure.timedOut')
    expect(failureCause(offline)).toBeUndefined()
    expect(failureCause(undefined)).toBeUndefined()
  })

  it('the status is read back from the status words, and from nothing else', () => {
    expect(httpStatusIn('HTTP status code: 503')).toBe(503)
    expect(httpStatusIn('HTTP status code: 503 and more')).toBeUndefined()
    expect(httpStatusIn('Request timed out')).toBeUndefined()
  })
})
