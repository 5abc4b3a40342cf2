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

// EIP-5792's own codes, with its words.
export const unsupportedCapability = (name: string) =>
  new ProviderRpcError(5700, `This wallet does not support a capability that was not marked as optional: ${name}.`)
export const unsupportedChainId = (chainId: string) =>
  new ProviderRpcError(5710, `This wallet does not support the specified chain id: ${chainId}.`)
export const duplicateId = () => new ProviderRpcError(5720, 'There is already a bundle submitted with this id.')
export const unknownBundleId = () => new ProviderRpcError(5730, 'This bundle id is unknown / has not been submitted.')
