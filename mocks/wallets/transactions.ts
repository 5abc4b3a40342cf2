// Reads the parameters of the signing and sending methods as wallets receive them (hex
// quantities, JSON strings) into what viem's local account and wallet client take.
import { hexToBigInt, isHex, type Hex, type TypedDataDefinition } from 'viem'
import { invalidParams } from './providerErrors'

/** personal_sign carries the message hex-encoded; some dapps send plain text instead. */
export function personalSignMessage(param: unknown): string | { raw: Hex } {
  if (typeof param !== 'string') throw invalidParams('personal_sign expects [message, address]')
  return isHex(param) ? { raw: param } : param
}

/** eth_signTypedData_v4 carries the typed data as a JSON string (or, from some dapps, an object). */
export function typedDataParam(param: unknown): TypedDataDefinition {
  try {
    const value = typeof param === 'string' ? (JSON.parse(param) as unknown) : param
    if (typeof value !== 'object' || value === null || !('types' in value) || !('primaryType' in value))
      throw new Error()
    return value as TypedDataDefinition
  } catch {
    throw invalidParams('eth_signTypedData_v4 expects [address, typedData]')
  }
}

export interface TransactionParam {
  from?: Hex
  to?: Hex
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value))
    throw invalidParams(`eth_sendTransaction: ${field} must be a hex quantity`)
  return hexToBigInt(value)
}

/** The first eth_sendTransaction parameter; only fields that are present are kept. */
export function transactionParam(param: unknown): TransactionParam {
  if (typeof param !== 'object' || param === null) throw invalidParams('eth_sendTransaction expects [transaction]')
  const tx = param as Record<string, unknown>
  const data = tx.data ?? tx.input
  const hex = (value: unknown, field: string): Hex | undefined => {
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`eth_sendTransaction: ${field} must be hex`)
    return value
  }
  const nonce = quantity(tx.nonce, 'nonce')
  const fields: TransactionParam = {
    from: hex(tx.from, 'from'),
    to: hex(tx.to, 'to'),
    value: quantity(tx.value, 'value'),
    data: hex(data, 'data'),
    gas: quantity(tx.gas, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice: quantity(tx.gasPrice, 'gasPrice'),
    maxFeePerGas: quantity(tx.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as TransactionParam
}
