// The warnings a visitor can act on before signing, from the request as described (what it says
// it is) and what its simulation did: it will fail; it grants an unlimited allowance; it pays or
// grants to an address the account has never dealt with; its effect is not what its kind says (a
// "swap" that only sends tokens away, a send that grants an allowance, an approval that moves
// tokens out).
import type { ApprovalRequest, SingleApproval } from '../approvals/approvalRequest'
import type { AllowanceChange, BalanceChange, PreviewWarning } from './previewTypes'

export interface WarningFacts {
  shows: ApprovalRequest
  changes: BalanceChange[]
  allowances: AllowanceChange[]
  /** Who received what left the account (lowercase). */
  recipients: Set<string>
  fails?: { reason?: string }
  /** Addresses the account has dealt with before (lowercase); undefined when unknown, and then no address is called new. */
  used?: Set<string>
}

const kindsOf = (shows: ApprovalRequest): SingleApproval['kind'][] =>
  shows.kind === 'batch' ? shows.calls.map((call) => call.kind) : [shows.kind]

/** The counterparties Portico knows because it asked a service for the transaction (section 5's roles). */
function knownParties(shows: ApprovalRequest): Set<string> {
  const known = new Set<string>()
  for (const call of shows.kind === 'batch' ? shows.calls : [shows]) {
    if (call.kind === 'tokenApproval' && call.spenderRole) known.add(call.spender.toLowerCase())
    if (call.kind === 'swap' && call.contractRole) known.add(call.contract.toLowerCase())
  }
  return known
}

export function previewWarnings(facts: WarningFacts): PreviewWarning[] {
  const { shows, changes, allowances, recipients, fails, used } = facts
  if (fails) return [{ kind: 'willFail', ...(fails.reason !== undefined && { reason: fails.reason }) }]
  const warnings: PreviewWarning[] = []
  for (const allowance of allowances)
    if (allowance.unlimited)
      warnings.push({ kind: 'unlimitedApproval', symbol: allowance.symbol, spender: allowance.spender })
  const kinds = kindsOf(shows)
  const out = changes.some((change) => BigInt(change.delta) < 0n)
  const into = changes.some((change) => BigInt(change.delta) > 0n)
  if (kinds.includes('swap') && out && !into) warnings.push({ kind: 'onlySends' })
  if (allowances.length > 0 && !kinds.some((kind) => kind === 'tokenApproval' || kind === 'call'))
    warnings.push({ kind: 'unexpectedApproval' })
  if (out && kinds.every((kind) => kind === 'tokenApproval' || kind === 'nameRegistration' || kind === 'smartSession'))
    warnings.push({ kind: 'unexpectedOutflow' })
  if (used) {
    const known = knownParties(shows)
    const fresh = (address: string) => !used.has(address.toLowerCase()) && !known.has(address.toLowerCase())
    // A swap's tokens go to the service's contracts (a pool behind its router): only a transfer
    // names a recipient the visitor chose.
    if (!kinds.includes('swap'))
      for (const address of recipients)
        if (fresh(address)) warnings.push({ kind: 'newAddress', address, role: 'recipient' })
    for (const allowance of allowances)
      if (fresh(allowance.spender)) warnings.push({ kind: 'newAddress', address: allowance.spender, role: 'spender' })
  }
  return warnings
}
