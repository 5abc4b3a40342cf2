// Middleware that arrives after the stores were made (the api's, with its chunk), in each store
// from its next action on: the part of Redux Toolkit's createDynamicMiddleware Portico uses (not
// its adding by action), written here, as the first load carries it and RTK's is several times larger.
import { compose, type Middleware } from 'redux'

type Next = (action: unknown) => unknown

export function createDynamicMiddleware() {
  const added: Middleware[] = []
  const middleware: Middleware = (api) => (next) => {
    // Each middleware is given this store once (RTK Query's keeps its state per store), and
    // composed again, in the order added, when another arrives.
    const applied = new Map<Middleware, (next: Next) => Next>()
    let dispatch = next
    return (action) => {
      if (applied.size !== added.length) {
        for (const each of added) if (!applied.has(each)) applied.set(each, each(api))
        dispatch = compose<Next>(...applied.values())(next)
      }
      return dispatch(action)
    }
  }
  return {
    middleware,
    /** Once per middleware: adding it again changes nothing. */
    addMiddleware(each: Middleware) {
      if (!added.includes(each)) added.push(each)
    },
  }
}
