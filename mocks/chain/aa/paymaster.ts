// A verifying paymaster on a local anvil: the sample VerifyingPaymaster of ERC-4337 v0.7, from
// the artifact @account-abstraction/contracts 0.7.0 publishes. It pays for any user operation
// that carries its signer's signature over the operation (and a validity window), from the
// deposit it holds at the EntryPoint. This file deploys it, funds that deposit, and makes its
// data: the stub for a gas estimate and the signed data, in-process (verifyingPaymasterActions)
// or over ERC-7677 (paymasterService.ts).
// Deployed as its owner's first transaction, not through the CREATE2 deployer: the contract is
// Ownable(msg.sender), and owned by the deployer contract nobody could withdraw its deposit.
import {
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  http,
  keccak256,
  parseAbi,
  parseAbiParameters,
  parseEther,
  sliceHex,
  toHex,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  toPackedUserOperation,
  type GetPaymasterDataParameters,
  type GetPaymasterDataReturnType,
  type GetPaymasterStubDataReturnType,
  type UserOperation,
} from 'viem/account-abstraction'
import artifact from '@account-abstraction/contracts/artifacts/VerifyingPaymaster.json' with { type: 'json' }
import { entryPoint } from './entryPoint'
import { aaKeys } from './keys'

const owner = privateKeyToAccount(aaKeys.paymasterOwner)

/**
 * The key whose signature the paymaster accepts. A fixed one, made from a phrase, so the
 * paymaster's constructor (and a local sponsoring service) need no configuration. It holds
 * nothing; never use it on a real network.
 */
export const paymasterSigner: LocalAccount = privateKeyToAccount(keccak256(toHex('portico verifying paymaster signer')))

/** The owner's transaction number 0: the same on every fresh anvil. */
export const verifyingPaymasterAddress: Address = getContractAddress({ from: owner.address, nonce: 0n })

export const verifyingPaymasterAbi = parseAbi([
  'function deposit() payable',
  'function getDeposit() view returns (uint256)',
])

export interface PaymasterDeployment {
  address: Address
  /** Its deposit at the EntryPoint, in wei, after funding. */
  deposit: bigint
}

/**
 * Deploys the paymaster (the EntryPoint must be there) unless the node has it, and tops its
 * deposit at the EntryPoint up to `deposit` (default 10 ETH) from the owner's ETH.
 */
export async function deployVerifyingPaymaster(
  anvilUrl: string,
  { deposit = parseEther('10') }: { deposit?: bigint } = {},
): Promise<PaymasterDeployment> {
  const transport = http(anvilUrl, { retryCount: 0 })
  const node = createPublicClient({ transport, cacheTime: 0 })
  const wallet = createWalletClient({ account: owner, transport })
  const address = verifyingPaymasterAddress
  if (!(await node.getCode({ address }))) {
    const sent = await node.getTransactionCount({ address: owner.address })
    if (sent !== 0) {
      throw new Error(
        `The verifying paymaster belongs at ${address}, ${owner.address}'s first contract, and that account has sent ${sent} transaction(s) on ${anvilUrl}. Deploy it on a fresh anvil.`,
      )
    }
    const hash = await wallet.deployContract({
      chain: null,
      abi: artifact.abi,
      bytecode: artifact.bytecode as Hex,
      args: [entryPoint.address, paymasterSigner.address],
    })
    const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`The verifying paymaster's deployment reverted (${hash})`)
  }
  const read = () => node.readContract({ address, abi: verifyingPaymasterAbi, functionName: 'getDeposit' })
  const before = await read()
  if (before < deposit) {
    const hash = await wallet.writeContract({
      chain: null,
      address,
      abi: verifyingPaymasterAbi,
      functionName: 'deposit',
      value: deposit - before,
    })
    const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`The verifying paymaster's deposit reverted (${hash})`)
  }
  return { address, deposit: await read() }
}

const validityWindow = (validUntil: number, validAfter: number) =>
  encodeAbiParameters(parseAbiParameters('uint48 validUntil, uint48 validAfter'), [validUntil, validAfter])

const getHashParameters = parseAbiParameters(
  'address sender, uint256 nonce, bytes32 initCodeHash, bytes32 callDataHash, bytes32 accountGasLimits, uint256 paymasterGasLimits, uint256 preVerificationGas, bytes32 gasFees, uint256 chainId, address paymaster, uint48 validUntil, uint48 validAfter',
)

/**
 * What VerifyingPaymaster.getHash computes on chain: every field of the packed operation but the
 * paymaster's own data (its gas limits are in), the chain, the paymaster and the window.
 */
export function verifyingPaymasterHash(
  userOperation: UserOperation<'0.7'>,
  { chainId, validUntil, validAfter }: { chainId: number; validUntil: number; validAfter: number },
): Hex {
  const packed = toPackedUserOperation(userOperation)
  return keccak256(
    encodeAbiParameters(getHashParameters, [
      packed.sender,
      packed.nonce,
      keccak256(packed.initCode),
      keccak256(packed.callData),
      packed.accountGasLimits,
      BigInt(sliceHex(packed.paymasterAndData, 20, 52)),
      packed.preVerificationGas,
      packed.gasFees,
      BigInt(chainId),
      userOperation.paymaster!,
      validUntil,
      validAfter,
    ]),
  )
}

/**
 * The stub signature of the paymaster's data: a signature over something else by a key that is
 * not the signer, so VerifyingPaymaster recovers some other address and reports a failed
 * signature (the path the signed data takes, and a gas estimate tolerates), rather than revert
 * as OpenZeppelin's ECDSA.recover does on an all-zero one. It has no zero byte: ERC-7677 asks
 * that stub data be as long as the final data and hold no more zero bytes, or the bundler's
 * preVerificationGas, estimated with the stub, falls short for the signed operation.
 */
const paymasterStubSignature: Hex =
  '0x61075f5414c406e2a3c735ecfd2708750dfa37be92584a2802a30d160e15782e1e5f435a4647d4dc4280168957df4031600d117d77300273fc1fb456a3884a701c'

/** The latest validUntil (uint48): a stub's window, which holds fewer zero bytes than any signed one. */
const farFuture = 2 ** 48 - 1

/**
 * The paymaster's gas for validating an operation (its validatePaymasterUserOp: the hash, one
 * ecrecover), which ERC-7677 lets the stub give: Alto estimates 21,219 for it on the local
 * chain; 60,000 leaves room for longer call data (hashed) and costs nothing unused (EntryPoint
 * v0.7 charges no penalty on verification gas). It returns no context, so the EntryPoint never
 * calls its postOp: postOp gas 0, which ERC-7677 asks the stub to say for v0.7.
 */
export const verifyingPaymasterGas = { verification: 60_000n, postOp: 0n } as const

/** The paymaster fields of an operation for its gas estimate (ERC-7677's stub data). */
export function verifyingPaymasterStubData(paymaster: Address = verifyingPaymasterAddress) {
  return {
    paymaster,
    paymasterData: concatHex([validityWindow(farFuture, 0), paymasterStubSignature]),
    paymasterVerificationGasLimit: verifyingPaymasterGas.verification,
    paymasterPostOpGasLimit: verifyingPaymasterGas.postOp,
  }
}

/** The fields of an operation the paymaster's signature covers: all but its own data and the account's signature. */
export type SponsoredUserOperation = Omit<UserOperation<'0.7'>, 'paymaster' | 'paymasterData' | 'signature'>

/**
 * The paymaster's data for an operation whose gas is known (ERC-7677's pm_getPaymasterData):
 * a validity window from now and the signer's signature over the operation, the chain and it.
 */
export async function signVerifyingPaymasterData(
  userOperation: SponsoredUserOperation,
  {
    chainId,
    paymaster = verifyingPaymasterAddress,
    validFor = 600,
  }: { chainId: number; paymaster?: Address; validFor?: number },
): Promise<Hex> {
  const validAfter = 0
  const validUntil = Math.floor(Date.now() / 1000) + validFor
  const unsigned = { ...userOperation, paymaster, paymasterData: '0x', signature: '0x' } as UserOperation<'0.7'>
  const hash = verifyingPaymasterHash(unsigned, { chainId, validUntil, validAfter })
  const signature = await paymasterSigner.signMessage({ message: { raw: hash } })
  return concatHex([validityWindow(validUntil, validAfter), signature])
}

export interface VerifyingPaymasterOptions {
  /** Seconds the signature stays valid from when it is made (the node's clock is the wall clock). Default 600. */
  validFor?: number
}

/**
 * viem's paymaster hooks (createBundlerClient's `paymaster`) for the local verifying paymaster,
 * in-process: a stub for the gas estimate, then the signed data once the gas is known (the
 * signature covers it). What the paymaster service (paymasterService.ts) answers over ERC-7677.
 */
export function verifyingPaymasterActions({ validFor = 600 }: VerifyingPaymasterOptions = {}) {
  return {
    async getPaymasterStubData(): Promise<GetPaymasterStubDataReturnType> {
      return verifyingPaymasterStubData()
    },
    async getPaymasterData(parameters: GetPaymasterDataParameters): Promise<GetPaymasterDataReturnType> {
      const { chainId, entryPointAddress, context: _, ...fields } = parameters
      if (entryPointAddress.toLowerCase() !== entryPoint.address.toLowerCase()) {
        throw new Error(`The verifying paymaster serves EntryPoint ${entryPoint.address}, not ${entryPointAddress}`)
      }
      const userOperation = fields as SponsoredUserOperation
      return {
        paymaster: verifyingPaymasterAddress,
        paymasterData: await signVerifyingPaymasterData(userOperation, { chainId, validFor }),
        paymasterVerificationGasLimit: userOperation.paymasterVerificationGasLimit,
        paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit,
      }
    },
  }
}
