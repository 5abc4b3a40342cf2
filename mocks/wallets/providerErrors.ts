// The errors a real EIP-1193 wallet throws: plain objects with a numeric code (kept as Error
// subclasses so they carry a stack). Connectors map them by code, so the codes matter.
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The wallet does not support ${method}.`)
export const unrecognizedChain = (chainId: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  )
export const invalidParams = (message: string) => new ProviderRpcError(-32602, message)
