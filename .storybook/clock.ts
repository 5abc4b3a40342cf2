// The stories' clock: every story starts on the same day at the same second, so what a view
// derives from the time (section 9's relative times and month headings, a session's expiry, a
// pairing URI's lifetime, a countdown) reads the same today and next year, in Storybook and in
// the visual baselines. Only `Date` is set: timers stay real, so waits and debounces run as on a page.

/**
 * The stories' "now": after everything the seed holds (its newest record is a smart session of
 * 2026-11-01; its history ends on fixtures.now, 2025-01-15), as the stories were written against.
 */
export const storyNow = Date.parse('2026-11-26T12:00:00.000Z')

const RealDate = Date

/** Where the clock stands: `at` when the story started, moving at `rate` times the wall clock. */
const clock = { at: storyNow, startedAt: RealDate.now(), rate: 1 }

const clockNow = () => Math.floor(clock.at + (RealDate.now() - clock.startedAt) * clock.rate)

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(clockNow())
    else super(...(args as [string | number | Date]))
  }
  static override now() {
    return clockNow()
  }
}

// Set when this module loads, before any story module does: a story's parameters may read the time.
globalThis.Date = StoryDate as DateConstructor

/** Back to the story's "now" (from the loader, before the story's scene is made). */
export function restartStoryClock() {
  clock.at = storyNow
  clock.startedAt = RealDate.now()
}

/**
 * Story tests: the clock moves at a fiftieth of the wall clock, so a countdown or a URI's expiry
 * reads the same however long a busy machine takes to reach the screenshot (a story lasts well
 * under the 50 s that make one second). It still moves: a view that keys a re-render on the
 * time (src/react/loadable.ts) would wait forever on a stopped one.
 */
export function slowStoryClock() {
  clock.rate = 1 / 50
}

/** The clock moved on by `ms` at once: a story shows what a wait's end brings (a retry gap passed). */
export function moveStoryClock(ms: number) {
  clock.at += ms
}
