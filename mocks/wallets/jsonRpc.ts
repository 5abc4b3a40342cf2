// Forwards read calls to the wallet's node over plain fetch JSON-RPC, turning node errors
// into provider errors with the node's own code, as a real wallet passes them on.
import { ProviderRpcError } from './providerErrors'

let nextId = 1

export async function forwardJsonRpc(rpcUrl: string, method: string, params: readonly unknown[]): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (error) {
    // 4900: the provider is disconnected from all chains (EIP-1193).
    throw new ProviderRpcError(4900, `The wallet could not reach ${rpcUrl}`, error)
  }
  if (!response.ok) throw new ProviderRpcError(-32603, `HTTP status code: ${response.status}`)
  const body = (await response.json()) as {
    result?: unknown
    error?: { code?: number; message?: string; data?: unknown }
  }
  if (body.error)
    throw new ProviderRpcError(body.error.code ?? -32603, body.error.message ?? 'Internal error', body.error.data)
  return body.result
}
