// The fake frame's fault switches (mocks/frame/frameFaults.ts), as the frame page and the
// in-memory pair play them: every event it answers can be left unanswered or answered off the
// protocol, by its own switch or the whole frame's, read from the frame origin's storage.
import { describe, expect, it } from 'vitest'
import {
  faultyPost,
  frameEventFaultKinds,
  frameEventSwitches,
  frameFaults,
  frameFaultsKey,
  malformedAnswer,
  readFrameFaults,
  writeFrameFaults,
  type FrameFault,
} from '../../mocks/frame/frameFaults'
import { errorType, eventNames, frameMessage, noticeType, successType } from '../../src/frame/protocol'
import { memoryStore } from '../../src/store/storage/porticoStorage'
import { frameSamples } from './samples'

const origin = 'http://127.0.0.1:5173'

/** What reached the page, and what went through the other origin's window instead. */
function posting(faults: FrameFault[]) {
  const posted: unknown[] = []
  const foreign: unknown[] = []
  const post = faultyPost(
    (message) => void posted.push(message),
    () => new Set(faults),
    (message) => void foreign.push(message),
  )
  return { post, posted, foreign }
}

/** The frame's answer to `name` as it gives it: no payload key where the event has none. */
const success = (name: (typeof eventNames)[number]) => {
  const payload = frameSamples[name].success
  return { type: successType(name), id: 'r1', ...(payload === undefined ? {} : { payload }) }
}
const ready = { type: noticeType('ready'), payload: { version: '4' } }

describe('the fake frame has a hang and a malformed switch for every event it answers', () => {
  it('one of each per event of the protocol, stored beside the whole frame’s switches; unknown names count as none', () => {
    expect(Object.keys(frameEventSwitches).sort()).toEqual(
      eventNames.flatMap((event) => Object.keys(frameEventFaultKinds).map((kind) => `${kind}:${event}`)).sort(),
    )
    const store = memoryStore()
    writeFrameFaults(store, ['hang:syncDappData', 'malformed:connectOtp', 'wrongOrigin'])
    expect(readFrameFaults(store)).toEqual(new Set(['hang:syncDappData', 'malformed:connectOtp', 'wrongOrigin']))
    store.setItem(frameFaultsKey, JSON.stringify(['hang:noSuchEvent', 'slow:connectEmail', 'neverLoads', 42]))
    expect(readFrameFaults(store)).toEqual(new Set(['neverLoads']))
    // The inbox panel's checkboxes stay the whole frame's four.
    expect(Object.keys(frameFaults)).toEqual(['neverLoads', 'hang', 'malformed', 'wrongOrigin'])
  })

  it.each(eventNames)('a malformed answer to %s, success or error, is refused by the app’s schema', (name) => {
    const answers = [success(name), { type: errorType(name), id: 'r1', payload: { message: 'No' } }]
    for (const answer of answers) {
      expect(frameMessage.safeParse(answer).success).toBe(true)
      expect(frameMessage.safeParse(malformedAnswer(answer)).success).toBe(false)
    }
  })

  it("an event's own switch acts on that event's answers only; the frame's notices pass", () => {
    const hung = posting(['hang:syncDappData'])
    hung.post(success('syncDappData'), origin)
    hung.post({ type: errorType('syncDappData'), id: 'r2', payload: { message: 'No' } }, origin)
    hung.post(success('syncTheme'), origin)
    hung.post(ready, origin)
    expect(hung.posted).toEqual([success('syncTheme'), ready])

    const broken = posting(['malformed:connectEmail'])
    broken.post(success('connectEmail'), origin)
    broken.post(success('getUser'), origin)
    expect(broken.posted).toEqual([malformedAnswer(success('connectEmail')), success('getUser')])
  })

  it("the whole frame's hang and malformed act on every event's answers, never on its notices; another origin takes everything", () => {
    const hung = posting(['hang'])
    for (const name of eventNames) hung.post(success(name), origin)
    hung.post(ready, origin)
    expect(hung.posted).toEqual([ready])

    const broken = posting(['malformed'])
    for (const name of eventNames) broken.post(success(name), origin)
    expect(broken.posted.every((answer) => !frameMessage.safeParse(answer).success)).toBe(true)
    expect(broken.posted).toHaveLength(eventNames.length)

    const elsewhere = posting(['wrongOrigin'])
    elsewhere.post(success('getUser'), origin)
    elsewhere.post(ready, origin)
    expect(elsewhere.posted).toEqual([])
    expect(elsewhere.foreign).toEqual([success('getUser'), ready])
  })
})
