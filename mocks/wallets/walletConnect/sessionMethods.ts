// The methods the wallet answers in a session, as data: whether the user is asked first, and
// how the answer is made. Signing and sending ask; reads and a switch between chains the session
// already has do not (a wallet that asked for eth_chainId would be unusable). A method missing
// here is answered 4200 at once.
import type { Address } from 'viem'
import type { SessionTypes } from '@walletconnect/types'
import { chainIdParam, toHexChainId } from '../chains'
import { invalidParams, unauthorized, unrecognizedChain } from '../providerErrors'
import { personalSignMessage, transactionParam, typedDataParam } from '../transactions'
import { addressesOf, chainsOf } from './approvedNamespaces'
import { sendFromLocalAccount } from './localTransaction'
import { answerSolanaSignMessage } from '../solanaAccount'
import type { WalletKeys } from './walletKeys'

export interface SessionRequestContext {
  params: unknown
  /** The chain the dapp addressed, CAIP-2. */
  chainId: string
  session: SessionTypes.Struct
  keys: WalletKeys
  anvilUrl?: string
  /** Tells the dapp the wallet is now on this chain (session_event chainChanged). */
  announceChain(chainId: string): Promise<void>
}

export interface SessionMethod {
  /** The user is asked first (in manual mode; the mode answers for them otherwise). */
  consent: boolean
  answer(context: SessionRequestContext): Promise<unknown>
}

const list = (params: unknown): readonly unknown[] => (Array.isArray(params) ? params : [])

/** The eip155 addresses the session approved on the request's chain. */
function sessionAddresses({ session, chainId }: SessionRequestContext): Address[] {
  const namespace = session.namespaces.eip155
  if (!namespace) return []
  return addressesOf({
    ...namespace,
    accounts: namespace.accounts.filter((account) => account.startsWith(`${chainId}:`)),
  }) as Address[]
}

/** The local account for an address the session approved; 4100 for any other. */
function signer(context: SessionRequestContext, address: unknown) {
  const approved = sessionAddresses(context).map((a) => a.toLowerCase())
  const account = context.keys.evmAccount(address)
  if (!account || !approved.includes(account.address.toLowerCase())) throw unauthorized()
  return account
}

const eip155ChainNumber = (chainId: string) => {
  const [namespace, reference] = chainId.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(id)) throw invalidParams(`${chainId} is not an eip155 chain`)
  return id
}

export const sessionMethods: Record<string, SessionMethod> = {
  personal_sign: {
    consent: true,
    answer: async (context) => {
      const [message, address] = list(context.params)
      return signer(context, address).signMessage({ message: personalSignMessage(message) })
    },
  },
  eth_signTypedData_v4: {
    consent: true,
    answer: async (context) => {
      const [address, typedData] = list(context.params)
      return signer(context, address).signTypedData(typedDataParam(typedData))
    },
  },
  eth_sendTransaction: {
    consent: true,
    answer: async (context) => {
      const { from, ...tx } = transactionParam(list(context.params)[0])
      return sendFromLocalAccount(signer(context, from), context.anvilUrl, eip155ChainNumber(context.chainId), tx)
    },
  },
  eth_chainId: {
    consent: false,
    answer: async ({ chainId }) => toHexChainId(eip155ChainNumber(chainId)),
  },
  eth_accounts: {
    consent: false,
    answer: async (context) => sessionAddresses(context),
  },
  wallet_switchEthereumChain: {
    consent: false,
    answer: async (context) => {
      const id = chainIdParam(list(context.params))
      if (id === undefined) throw invalidParams('wallet_switchEthereumChain expects [{ chainId: hex }]')
      const target = `eip155:${id}`
      const namespace = context.session.namespaces.eip155
      // Only chains the session approved: others need a session_update the dapp did not ask for.
      if (!namespace || !chainsOf(namespace).includes(target)) throw unrecognizedChain(toHexChainId(id))
      await context.announceChain(target)
      return null
    },
  },
  solana_signMessage: {
    consent: true,
    answer: async ({ keys, params }) => {
      if (!keys.solana) throw unauthorized()
      return answerSolanaSignMessage(keys.solana, params)
    },
  },
}
