// Coinbase-type, hardware and multisig wallets are reached through their directory entries
// (section 1): a WalletConnect deep link built from the entry's own links, or, for the
// coinbase-type wallet, its browser extension when it announces itself over EIP-6963.
import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { directoryWallets } from '../../mocks/db/wallets'
import { buildConnectList } from '../../src/features/connection/connectList'
import { connectListInputs } from '../support/connectListScene'
import type { ConnectorInfo } from '../../src/features/connection/connectorsSlice'
import { fromDirectoryEntry } from '../../src/headless/pairingWallet'
import { walletDeepLink } from '../../src/walletconnect/deepLinks'
import { walletDirectoryEntry, type WalletDirectoryEntry } from '../../src/contract/entities'

const uri = `wc:${'1'.repeat(64)}@2?relay-protocol=irn&symKey=${'2'.repeat(64)}`
/** A seeded directory row as the directory answers it (checked by the contract's entity). */
const entry = (id: string): WalletDirectoryEntry => {
  const found = directoryWallets().find((w) => w.id === id)
  if (!found) throw new Error(`No seeded wallet ${id}`)
  return walletDirectoryEntry.parse(found)
}
/** The links of an entry as the pairing view reads them (a link the directory leaves out is none). */
const linksOf = (id: string) => fromDirectoryEntry(entry(id)).links
const ids = fixtures.walletIds

describe('wallets reached through their directory entries', () => {
  it('the hardware wallet opens its companion app by its own scheme, on desktop and mobile', () => {
    const ledger = linksOf(ids.ledger)
    expect(walletDeepLink(ledger, uri, 'desktop')?.href).toBe(`ledgerlive://wc?uri=${encodeURIComponent(uri)}`)
    expect(walletDeepLink(ledger, uri, 'mobile')?.href).toBe(`ledgerlive://wc?uri=${encodeURIComponent(uri)}`)
  })

  it('the multisig wallet is a web app: an https link under its own host', () => {
    const safe = linksOf(ids.safe)
    expect(walletDeepLink(safe, uri, 'web')).toEqual({
      href: `https://app.safe.global/wc?uri=${encodeURIComponent(uri)}`,
      target: 'app.safe.global',
    })
    expect(walletDeepLink(safe, uri, 'mobile')).toBeUndefined()
  })

  it('the coinbase-type wallet without its extension is a directory wallet reached by WalletConnect', () => {
    const coinbase = entry(ids.coinbase)
    const [group] = buildConnectList(connectListInputs({ featured: [coinbase] }))
    expect(group?.items[0]).toMatchObject({ walletId: ids.coinbase, connectorId: undefined, installed: false })
  })

  it('the coinbase-type extension announced over EIP-6963 connects directly, listed once', () => {
    const coinbase = entry(ids.coinbase)
    const extension: ConnectorInfo = {
      id: 'announced:com.coinbase.wallet',
      type: 'ANNOUNCED',
      name: 'Coinbase Wallet',
      chain: 'eip155',
      rdns: 'com.coinbase.wallet',
      installed: true,
    }
    const groups = buildConnectList(connectListInputs({ connectors: [extension], featured: [coinbase] }))
    const all = groups.flatMap((g) => g.items)
    expect(all.filter((item) => item.rdns === 'com.coinbase.wallet')).toHaveLength(1)
    expect(all.find((item) => item.rdns === 'com.coinbase.wallet')).toMatchObject({
      connectorId: extension.id,
      installed: true,
    })
  })
})
