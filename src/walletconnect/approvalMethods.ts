// Requests a wallet must ask its user about (section 6, "unsafe, needing user approval"). On a
// phone the wallet is another app: for these, the visitor is taken to it (mobileRedirect.ts);
// reads are answered without the visitor leaving the page.
const approvalMethods = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_addEthereumChain',
  'wallet_switchEthereumChain',
  'wallet_watchAsset',
])

/** Signing and sending on Solana ("Solana sign and send methods"). */
const solanaApproval = /^solana_sign/

export function needsUserApproval(method: string): boolean {
  return approvalMethods.has(method) || solanaApproval.test(method)
}
