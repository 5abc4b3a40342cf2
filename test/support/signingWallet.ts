// A browser-like wallet for sign-in tests: its accounts sign personal_sign with real keys (viem
// local accounts), so what it signs is verified for real; the visitor's answer and the account
// in use are the test's.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { fakeConnector, rejection } from './fakeConnector'

export function signingWallet(keys: Hex[] = [generatePrivateKey(), generatePrivateKey()]) {
  const accounts = keys.map((key) => privateKeyToAccount(key))
  let current = accounts[0]!
  let declines = false
  const wallet = fakeConnector()
  wallet.script.connect = () =>
    Promise.resolve({
      caipAddress: `eip155:1:${current.address}`,
      accounts: [current.address],
      caipNetworkId: 'eip155:1',
    })
  wallet.connector.getProvider = () => ({
    request: async ({ method, params }: { method: string; params?: unknown[] }) => {
      if (method !== 'personal_sign') throw Object.assign(new Error('Unsupported method'), { code: 4200 })
      if (declines) throw rejection()
      return current.signMessage({ message: { raw: params![0] as Hex } })
    },
  })
  return {
    wallet,
    accounts,
    /** The visitor declines from now on (or not). */
    decline: (value: boolean) => void (declines = value),
    /** The wallet moves to another of its accounts and says so. */
    switchTo(index: number) {
      current = accounts[index]!
      wallet.emit({ type: 'accountsChanged', accounts: [current.address] })
    },
  }
}
