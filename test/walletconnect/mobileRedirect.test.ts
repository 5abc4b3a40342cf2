// On a phone, a request the wallet must ask its user about takes the visitor to the wallet app
// (the link last used to open it, without the pairing); reads and desktops stay put.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { needsUserApproval } from '../../src/walletconnect/approvalMethods'
import { walletLinkBase } from '../../src/walletconnect/deepLinks'
import { redirectForApproval, walletRedirectTarget } from '../../src/walletconnect/mobileRedirect'

const uri = encodeURIComponent(`wc:${'1'.repeat(64)}@2?relay-protocol=irn&symKey=${'2'.repeat(64)}`)

describe('the wallet link without the pairing', () => {
  it.each([
    [`metamask://wc?uri=${uri}`, 'metamask://'],
    [`https://link.trustwallet.com/wc?uri=${uri}`, 'https://link.trustwallet.com/'],
    [`ledgerlive://wc?uri=${uri}`, 'ledgerlive://'],
  ])('%s opens %s', (href, base) => expect(walletLinkBase(href)).toBe(base))

  it.each(['javascript:alert(1)//wc?uri=x', 'http://wallet.example/wc?uri=x', 'https://wallet.example/', 'wc?uri=x'])(
    '%s gives nothing',
    (href) => expect(walletLinkBase(href)).toBeUndefined(),
  )
})

describe('who is redirected', () => {
  const deepLink = { href: `metamask://wc?uri=${uri}`, name: 'MetaMask' }
  it('a phone with a wallet opened before goes to that wallet', () =>
    expect(walletRedirectTarget(true, deepLink)).toBe('metamask://'))
  it('a desktop stays', () => expect(walletRedirectTarget(false, deepLink)).toBeUndefined())
  it('a phone that never opened a wallet app (it scanned a QR code) stays', () =>
    expect(walletRedirectTarget(true, undefined)).toBeUndefined())
})

describe('requests that need the user (section 6, unsafe methods)', () => {
  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'eth_sendUserOperation',
    'solana_signMessage',
    'solana_signAndSendTransaction',
  ])('%s takes the visitor to the wallet', (method) => expect(needsUserApproval(method)).toBe(true))
  it.each([
    'eth_call',
    'eth_getBalance',
    'eth_estimateGas',
    'wallet_getCapabilities',
    'wallet_getAssets',
    'eth_chainId',
    'eth_accounts',
  ])('%s does not', (method) => expect(needsUserApproval(method)).toBe(false))
})

describe('the redirect itself', () => {
  afterEach(() => vi.unstubAllGlobals())
  const page = () => {
    const fake = { location: { href: 'https://app.example/' }, open: vi.fn() }
    vi.stubGlobal('window', fake)
    return fake
  }

  it("a wallet's own scheme replaces the page, for the OS to hand to the app", () => {
    const fake = page()
    redirectForApproval({ isMobile: true, deepLink: { href: `metamask://wc?uri=${uri}` } })
    expect(fake.location.href).toBe('metamask://')
    expect(fake.open).not.toHaveBeenCalled()
  })

  it('a universal link opens beside the page', () => {
    const fake = page()
    redirectForApproval({ isMobile: true, deepLink: { href: `https://link.trustwallet.com/wc?uri=${uri}` } })
    expect(fake.open).toHaveBeenCalledWith('https://link.trustwallet.com/', '_blank', 'noopener,noreferrer')
    expect(fake.location.href).toBe('https://app.example/')
  })

  it('a desktop goes nowhere', () => {
    const fake = page()
    redirectForApproval({ isMobile: false, deepLink: { href: `metamask://wc?uri=${uri}` } })
    expect(fake.location.href).toBe('https://app.example/')
    expect(fake.open).not.toHaveBeenCalled()
  })
})
