// On a phone, a request the wallet must ask its user about takes the visitor to the wallet app
// (the link last used to open it, without the pairing); reads and desktops stay put.
import { describe, expect, it } from 'vitest'
import { needsUserApproval } from '../../src/walletconnect/approvalMethods'
import { walletLinkBase } from '../../src/walletconnect/deepLinks'
import { walletRedirectTarget } from '../../src/walletconnect/mobileRedirect'

const uri = encodeURIComponent(`wc:${'1'.repeat(64)}@2?relay-protocol=irn&symKey=${'2'.repeat(64)}`)

describe('the wallet link without the pairing', () => {
  it.each([
    [`metamask://wc?uri=${uri}`, 'metamask://'],
    [`https://link.trustwallet.com/wc?uri=${uri}`, 'https://link.trustwallet.com/'],
    [`ledgerlive://wc?uri=${uri}`, 'ledgerlive://'],
  ])('%s opens %s', (href, base) => expect(walletLinkBase(href)).toBe(base))

  it.each(['javascript:alert(1)//wc?uri=x', 'http://wallet.example/wc?uri=x', 'https://wallet.example/', 'wc?uri=x'])('%s gives nothing', (href) =>
    expect(walletLinkBase(href)).toBeUndefined(),
  )
})

describe('who is redirected', () => {
  const deepLink = { href: `metamask://wc?uri=${uri}`, name: 'MetaMask' }
  it('a phone with a wallet opened before goes to that wallet', () => expect(walletRedirectTarget(true, deepLink)).toBe('metamask://'))
  it('a desktop stays', () => expect(walletRedirectTarget(false, deepLink)).toBeUndefined())
  it('a phone that never opened a wallet app (it scanned a QR code) stays', () => expect(walletRedirectTarget(true, undefined)).toBeUndefined())
})

describe('requests that need the user (section 6, unsafe methods)', () => {
  it.each(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'eth_sendUserOperation', 'solana_signMessage', 'solana_signAndSendTransaction'])(
    '%s takes the visitor to the wallet',
    (method) => expect(needsUserApproval(method)).toBe(true),
  )
  it.each(['eth_call', 'eth_getBalance', 'eth_estimateGas', 'wallet_getCapabilities', 'wallet_getAssets', 'eth_chainId', 'eth_accounts'])('%s does not', (method) =>
    expect(needsUserApproval(method)).toBe(false),
  )
})
