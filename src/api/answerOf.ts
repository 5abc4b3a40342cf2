// How a flow asks the api for one answer: the request holds its cache entry while it runs and lets
// it go once answered, so the entry lives on for its endpoint's lifetime (section 9's caching) and
// no longer. Never `initiate(…, { subscribe: false })`: RTK Query collects an unheld entry on a
// timer set when its last request ended, and that timer aborts whatever request of the same
// entry runs when it fires (a swap built again at once after a declined one came back with
// neither an answer nor an error). A held request clears that timer when it starts.

/** A dispatched `initiate(…)`: a promise of the entry's state, holding the entry until released. */
interface HeldRequest<T> extends PromiseLike<T> {
  unsubscribe(): void
}

export async function answerOf<T>(request: HeldRequest<T>): Promise<T> {
  try {
    return await request
  } finally {
    request.unsubscribe()
  }
}
