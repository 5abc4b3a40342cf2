// How the wallet's answers carry errors: JSON-RPC error objects `{ code, message }`. A user's
// refusal uses the SDK's own wording (5000 "User rejected."), which dapps built on the SDK
// recognise; provider errors keep their EIP-1193 codes (4100, 4200, 4902); anything else is
// -32603 with the cause's message.
import { getSdkError } from '@walletconnect/utils'
import { ProviderRpcError } from '../providerErrors'

export interface JsonRpcErrorObject {
  code: number
  message: string
}

export const userRejected = (): JsonRpcErrorObject => getSdkError('USER_REJECTED')

export function jsonRpcErrorOf(error: unknown): JsonRpcErrorObject {
  if (error instanceof ProviderRpcError) return { code: error.code, message: error.message }
  return { code: -32603, message: error instanceof Error ? error.message : String(error) }
}
