// Which namespaces the wallet approves for a proposal, and how a session widens (session_update).
// The rule: a namespace the dapp asked for gets the chains the wallet has among those asked,
// the wallet's session account on each, and exactly the methods and events asked. A proposal
// the wallet can serve on no chain at all, or one whose required chains it lacks, is refused
// with the SDK's UNSUPPORTED_CHAINS: approving chains the dapp did not ask for, or leaving out
// chains it requires, would only make the dapp fail later.
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'

interface Asked {
  chains: string[]
  required: string[]
  methods: string[]
  events: string[]
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])]

/**
 * The proposal's namespaces folded by namespace key. Since sign-client 2.21 dapps send only
 * optional namespaces (connect() moves required ones over), but older dapps still send
 * required ones, and a namespace may be keyed by one chain (`'eip155:10': { methods, events }`).
 */
export function askedNamespaces(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
): Map<string, Asked> {
  const asked = new Map<string, Asked>()
  const fold = (namespaces: ProposalTypes.RequiredNamespaces | undefined, required: boolean) => {
    for (const [key, namespace] of Object.entries(namespaces ?? {})) {
      const [name, reference] = key.split(':')
      const chains = reference ? [key] : (namespace.chains ?? [])
      const entry = asked.get(name!) ?? { chains: [], required: [], methods: [], events: [] }
      entry.chains = union(entry.chains, chains)
      if (required) entry.required = union(entry.required, chains)
      entry.methods = union(entry.methods, namespace.methods ?? [])
      entry.events = union(entry.events, namespace.events ?? [])
      asked.set(name!, entry)
    }
  }
  fold(proposal.requiredNamespaces, true)
  fold(proposal.optionalNamespaces, false)
  return asked
}

export type NamespaceApproval = { namespaces: SessionTypes.Namespaces } | { refusal: { code: number; message: string } }

/**
 * @param chains the wallet's chains, CAIP-2, every namespace
 * @param addressesOf the accounts a new session gets in a namespace (a Bitcoin wallet gives its
 *   payment and ordinals addresses); none: the wallet has none there
 */
export function approveNamespaces(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
  chains: readonly string[],
  addressesOf: (namespace: string) => readonly string[],
): NamespaceApproval {
  const namespaces: SessionTypes.Namespaces = {}
  for (const [name, asked] of askedNamespaces(proposal)) {
    const addresses = addressesOf(name)
    const served = addresses.length > 0 ? asked.chains.filter((chain) => chains.includes(chain)) : []
    if (asked.required.some((chain) => !served.includes(chain))) return { refusal: getSdkError('UNSUPPORTED_CHAINS') }
    if (served.length === 0) continue
    namespaces[name] = {
      chains: served,
      accounts: served.flatMap((chain) => addresses.map((address) => `${chain}:${address}`)),
      methods: asked.methods,
      events: asked.events,
    }
  }
  return Object.keys(namespaces).length ? { namespaces } : { refusal: getSdkError('UNSUPPORTED_CHAINS') }
}

/** The addresses of a namespace's CAIP-10 accounts, first-seen order. */
export const addressesOf = (namespace: SessionTypes.Namespace) => [
  ...new Set(namespace.accounts.map((account) => account.split(':')[2]!)),
]

/** The chains of a namespace: its `chains`, or those its accounts name. */
export const chainsOf = (namespace: SessionTypes.Namespace) =>
  namespace.chains ?? [...new Set(namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':')))]

/**
 * The session's namespaces with more chains and, in eip155, more addresses; every address on
 * every chain of its namespace. Only namespaces the session already has can grow: a new one
 * would need methods and events the dapp never asked for.
 */
export function widenNamespaces(
  namespaces: SessionTypes.Namespaces,
  add: { chains?: readonly string[]; eip155Addresses?: readonly string[] },
): SessionTypes.Namespaces {
  const next: SessionTypes.Namespaces = structuredClone(namespaces)
  for (const chain of add.chains ?? []) {
    const name = chain.split(':')[0]!
    if (!next[name]) throw new Error(`The session has no ${name} namespace to add ${chain} to`)
  }
  if (add.eip155Addresses?.length && !next.eip155)
    throw new Error('The session has no eip155 namespace to add accounts to')
  for (const [name, namespace] of Object.entries(next)) {
    const chains = union(
      chainsOf(namespace),
      (add.chains ?? []).filter((chain) => chain.startsWith(`${name}:`)),
    )
    const addresses =
      name === 'eip155' ? union(addressesOf(namespace), add.eip155Addresses ?? []) : addressesOf(namespace)
    next[name] = {
      ...namespace,
      chains,
      accounts: chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`)),
    }
  }
  return next
}
