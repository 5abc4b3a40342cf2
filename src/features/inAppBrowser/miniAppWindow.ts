// A Farcaster mini app (farcasterContract.ts) as the page's window shows it when Portico starts:
// the host's provider handed over (contract 1, said in the environment at once), or a page that
// may be in a mini app at all (worth loading farcasterHost.ts, which asks). First-load code, and
// only the first load's: a module the lazy parts share too would come as a file of its own.
import type { MiniAppWindow } from './farcasterContract'

/**
 * The host handed its provider over on the window (contract 1): its wallet's name, at once. Named
 * as farcasterContract's farcasterWalletNamed names it, the provider checked as isEip1193Provider
 * checks it: written here again, as either module, shared with the lazy parts, would come to the
 * first load as a file of its own.
 */
export function farcasterHostOnWindow(win: MiniAppWindow | undefined): { name: string } | undefined {
  const given = win?.farcasterMiniApp
  if (typeof given?.ethereum !== 'object' || typeof given.ethereum?.request !== 'function') return undefined
  const name = typeof given.name === 'string' ? given.name.trim() : ''
  return { name: name || 'Farcaster Wallet' }
}

/** The page may be in a mini app: worth loading the part that asks (contracts 2 and 3). */
export function mayBeMiniApp(win: MiniAppWindow | undefined, asksHost: boolean): boolean {
  if (!win) return false
  if (win.farcasterMiniApp) return true
  // A page that is not a mini app never messages whoever embeds it.
  if (!asksHost) return false
  return typeof win.ReactNativeWebView?.postMessage === 'function' || (!!win.parent && win.parent !== win)
}
