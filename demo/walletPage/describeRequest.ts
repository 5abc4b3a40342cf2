// What a consent screen says about a request, in words a person checks before approving: the
// message itself for a signature, recipient and amount for a transaction.
import { base58 } from '@scure/base'
import { formatEther, hexToBigInt, hexToString, isHex } from 'viem'
import type { PendingRequest } from '../../mocks/wallets/walletConnect'

export interface RequestDescription {
  title: string
  /** Label and value pairs shown under the title. */
  details: [string, string][]
}

/** Text when the bytes are readable text, else the hex as given (a hash, a binary challenge). */
function readable(hex: unknown): string {
  if (typeof hex !== 'string') return String(hex)
  if (!isHex(hex)) return hex
  const text = hexToString(hex)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what marks binary data
  return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text) ? hex : text
}

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

export function describeRequest({ method, params, chainId }: PendingRequest): RequestDescription {
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list(params)
      return {
        title: 'Sign a message',
        details: [
          ['Message', readable(message)],
          ['Account', String(address)],
          ['Chain', chainId],
        ],
      }
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list(params)
      let summary = String(data)
      try {
        const typed = (typeof data === 'string' ? JSON.parse(data) : data) as {
          primaryType?: string
          domain?: { name?: string }
          message?: unknown
        }
        summary = `${typed.primaryType ?? 'data'}${typed.domain?.name ? ` for ${typed.domain.name}` : ''}: ${JSON.stringify(typed.message)}`
      } catch {
        // Shown as sent.
      }
      return {
        title: 'Sign typed data',
        details: [
          ['Data', summary],
          ['Account', String(address)],
          ['Chain', chainId],
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list(params)[0] ?? {}) as { from?: string; to?: string; value?: string; data?: string }
      const value = tx.value && isHex(tx.value) ? `${formatEther(hexToBigInt(tx.value))} ETH` : '0 ETH'
      const details: [string, string][] = [
        ['To', tx.to ?? '(contract creation)'],
        ['Value', value],
        ['From', String(tx.from)],
        ['Chain', chainId],
      ]
      if (tx.data && tx.data !== '0x') details.push(['Data', tx.data])
      return { title: 'Send a transaction', details }
    }
    case 'solana_signMessage': {
      const { message } = (params ?? {}) as { message?: string }
      let text = String(message)
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(text))
      } catch {
        // Not text: shown base58 as sent.
      }
      return {
        title: 'Sign a Solana message',
        details: [
          ['Message', text],
          ['Chain', chainId],
        ],
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction': {
      const { transaction, transactions } = (params ?? {}) as { transaction?: string; transactions?: string[] }
      const all = transactions ?? [transaction]
      return {
        title: method === 'solana_signAllTransactions' ? 'Sign Solana transactions' : 'Sign a Solana transaction',
        details: [
          ['Transactions', String(all.length)],
          ['Chain', chainId],
        ],
      }
    }
    default:
      return {
        title: method,
        details: [
          ['Parameters', JSON.stringify(params)],
          ['Chain', chainId],
        ],
      }
  }
}
