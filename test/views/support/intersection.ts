// jsdom has no IntersectionObserver: this one records what is observed and lets a test say
// when a target comes into view.
type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void

const observers = new Set<{ callback: Callback; targets: Set<Element> }>()

class FakeIntersectionObserver {
  private readonly entry: { callback: Callback; targets: Set<Element> }
  constructor(callback: Callback) {
    this.entry = { callback, targets: new Set() }
    observers.add(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.add(target)
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target)
  }
  disconnect() {
    observers.delete(this.entry)
  }
  takeRecords() {
    return []
  }
}

export function installIntersectionObserver() {
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver
}

/** Reports every observed target as in view. */
export function intersectAll() {
  for (const { callback, targets } of [...observers])
    callback([...targets].map((target) => ({ isIntersecting: true, target })))
}
