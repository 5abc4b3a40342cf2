// What the fake frame's smart account signs to grant or revoke smart-session permissions
// (ERC-7715): a text the visitor reads on the frame's approval screen. The owner's signature of
// it, which ERC-1271 accepts for the account, is the grant's context or the revocation's proof:
// anyone can check either against the account on its chain (the tests do, with viem).
import type { GrantPermissionsRequest } from '../../src/connectors/types'

export function grantMessage(account: string, request: GrantPermissionsRequest): string {
  return [
    `Grant a session on ${account}`,
    `Chain: ${Number(request.chainId)}`,
    `Until: ${new Date(request.expiry * 1000).toISOString()}`,
    `Signer: ${JSON.stringify(request.signer)}`,
    `Permissions: ${JSON.stringify(request.permissions)}`,
    `Policies: ${JSON.stringify(request.policies)}`,
  ].join('\n')
}

export const revokeMessage = (account: string, pci: string) => `Revoke session ${pci} on ${account}`
