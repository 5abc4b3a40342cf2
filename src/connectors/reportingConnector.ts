// The wrapper section 8 reports errors through, around each connector: every operation that
// throws or rejects tells `report` (with the operation's name), then fails as before; so do the
// operations of its groups (the embedded wallet's logins and the like). The registry wraps what
// it holds, so every flow and query reaches wallets through it. Small: it is in the first load.
import type { Connector } from './types'

type Report = (error: unknown, where: string) => void

function reporting<T extends object>(target: T, prefix: string, report: Report): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key)
      const where = `${prefix}.${String(key)}`
      const fail = (error: unknown) => {
        report(error, where)
        throw error
      }
      if (typeof value === 'function')
        return (...args: unknown[]) => {
          try {
            const result: unknown = value.apply(object, args)
            return result instanceof Promise ? result.catch(fail) : result
          } catch (error) {
            return fail(error)
          }
        }
      // What it describes (`info`) is data, handed on as it is.
      return key !== 'info' && value && typeof value === 'object' ? reporting(value, where, report) : value
    },
  })
}

/** `connector`, whose operations report their failures; what it holds and says is unchanged. */
export const reportingConnector = (connector: Connector, report: Report): Connector =>
  reporting(connector, 'connector', report)
