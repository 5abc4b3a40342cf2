// Section 5, Send: whether a send may go, and if not, why, in the spec's words. Pure, and the
// one home of these rules: the Send view shows the problems, the send flow checks them again
// before it asks the wallet (through the send work). Uses viem for the EIP-55 checksum and
// base units, so it is in the Send view's chunk and the send work's, never in the first load.
import { formatUnits, isAddress, parseUnits } from 'viem'
import type { ChainNamespace, TokenBalance } from '../../contract'
import type { MessageKey } from '../../i18n/en'
import { nameNamespaces, sendNamespaces } from '../../contract/supportedSets'
import { looksLikeName, type ReceiverLookup } from './sendSlice'
import { englishSymbols, westernDigits, type NumberSymbols } from '../../i18n/numbers'

/** Where a problem belongs: a field, or the form as a whole (shown by the Send button). */
export type SendField = 'form' | 'token' | 'amount' | 'receiver'

export interface SendProblem {
  field: SendField
  message: MessageKey
  values?: Record<string, string | number>
  /** Not the visitor's mistake: the form waits (a name being looked up). */
  waiting?: boolean
}

export interface SendInput {
  namespace?: ChainNamespace
  token?: TokenBalance
  sendTokenAmount: string
  /** How the visitor's locale writes numbers, as the amount was typed in it (English when absent). */
  amountSymbols?: NumberSymbols | undefined
  receiverInput: string
  receiverLookup: ReceiverLookup
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A space of any width, where the locale groups digits with one (French: a narrow no-break space). */
const anySpace = /[\s\u00A0\u202F]/g

/**
 * An amount as typed, read by the rule the modal writes amounts with in the visitor's locale
 * (English by default): its decimal separator for decimals, its group separator only between
 * groups of three whole digits ("1,500" is 1500 and "1,000.5" is 1000.5 in English; "1.234,5" is
 * 1234.5 in German). A group separator anywhere else ("1,5" in English, "1.5" in German) could be
 * the other convention's decimal separator: it is not guessed at.
 */
export function readAmount(
  input: string,
  symbols: NumberSymbols = englishSymbols,
): { ok: true; decimal: string } | { ok: false; reason: 'grouping' | 'invalid' } {
  const spaced = /\s|\u00A0|\u202F/.test(symbols.group)
  const group = spaced ? ' ' : symbols.group
  const typed = westernDigits(input.trim())
  const text = spaced ? typed.replace(anySpace, ' ') : typed
  const decimal = escaped(symbols.decimal)
  if (!text.includes(group)) {
    const plain = new RegExp(`^(\\d+(${decimal}\\d*)?|${decimal}\\d+)$`)
    return plain.test(text)
      ? { ok: true, decimal: text.replace(symbols.decimal, '.') }
      : { ok: false, reason: 'invalid' }
  }
  const grouped = new RegExp(`^\\d{1,3}(${escaped(group)}\\d{3})+(${decimal}\\d*)?$`)
  return grouped.test(text)
    ? { ok: true, decimal: text.replaceAll(group, '').replace(symbols.decimal, '.') }
    : { ok: false, reason: 'grouping' }
}

/** The amount as a plain decimal where it reads as one (see readAmount), else as typed. */
export const normalizeAmount = (amount: string, symbols?: NumberSymbols) => {
  const reading = readAmount(amount, symbols)
  return reading.ok ? reading.decimal : amount.trim()
}

/** The token's decimals (the list carries them as a string). */
export const decimalsOf = (token: TokenBalance) => Number.parseInt(token.quantity.decimals, 10)

/** A plain decimal (as readAmount gives it) in base units. */
const baseUnitsOf = (decimal: string, decimals: number) =>
  parseUnits(decimal.startsWith('.') ? `0${decimal}` : decimal, decimals)

/**
 * The amount in the token's base units, or undefined when it is not a decimal number; read in
 * the locale it was typed in (`symbols`), a plain decimal by default.
 */
export function toBaseUnits(amount: string, decimals: number, symbols?: NumberSymbols): bigint | undefined {
  const reading = readAmount(amount, symbols)
  return reading.ok ? baseUnitsOf(reading.decimal, decimals) : undefined
}

/** Some APIs list the native currency under this placeholder contract instead of none. */
const nativePlaceholder = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** On Solana, under wrapped SOL's mint (the swap service's native address there). */
const solanaNativeMint = 'So11111111111111111111111111111111111111112'

/** The placeholder some APIs (the swap service among them) name the native currency by. */
export const isNativePlaceholder = (address: string) =>
  address.toLowerCase() === nativePlaceholder || address === solanaNativeMint

/**
 * The token's contract (an SPL token's mint) on its chain, or undefined for the native currency
 * (section 3: no address). The balance call gives a CAIP-10 address, or on Solana the bare mint.
 */
export function tokenContract(token: TokenBalance): `0x${string}` | undefined {
  const parts = token.address?.split(':') ?? []
  const contract = parts.length === 1 ? parts[0] : parts[2]
  return contract && !isNativePlaceholder(contract) ? (contract as `0x${string}`) : undefined
}

/**
 * "Max": the whole balance; of the native currency, less the network fee when it is known, so
 * the wallet can pay for the transfer it is asked for.
 */
export function maxSendAmount(token: TokenBalance, feeWei?: string): string {
  const decimals = decimalsOf(token)
  const balance = toBaseUnits(token.quantity.numeric, decimals) ?? 0n
  const fee = !tokenContract(token) && feeWei ? BigInt(feeWei) : 0n
  return formatUnits(balance > fee ? balance - fee : 0n, decimals)
}

/**
 * Section 5: an EVM address is an optional 0x and 40 hex digits. Mixed case carries an EIP-55
 * checksum, which must match: a mistyped character in a checksummed address is caught here.
 */
export function evmAddressProblem(input: string): 'format' | 'checksum' | undefined {
  const body = input.startsWith('0x') ? input.slice(2) : input
  if (!/^[0-9a-fA-F]{40}$/.test(body)) return 'format'
  if (body === body.toLowerCase() || body === body.toUpperCase()) return undefined
  return isAddress(`0x${body}`, { strict: true }) ? undefined : 'checksum'
}

/** The EVM address with its 0x, as a transaction carries it. */
export const withHexPrefix = (address: string) => (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`

/** Section 5: a Solana address is 32-44 base58 characters. */
export const isSolanaAddress = (input: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(input)

const zeroAddress = /^(0x)?0{40}$/i

/**
 * What may be sent but deserves a word first: a receiver that is the zero address (typed, or a
 * name resolving to it), where whatever is sent is lost for good.
 */
export function sendWarnings(input: SendInput & { receiverAddress?: string }): SendProblem[] {
  if (input.namespace !== 'eip155') return []
  const receiver = looksLikeName(input.receiverInput.trim()) ? input.receiverAddress : input.receiverInput.trim()
  return receiver && zeroAddress.test(receiver) ? [{ field: 'receiver', message: 'send.warning.zeroAddress' }] : []
}

function receiverProblem(input: SendInput): SendProblem | undefined {
  const receiver = input.receiverInput.trim()
  if (looksLikeName(receiver)) {
    if (!input.namespace || !nameNamespaces.includes(input.namespace))
      return { field: 'receiver', message: 'send.error.namesUnsupported' }
    if (input.receiverLookup === 'resolving') return { field: 'receiver', message: 'send.resolvingName', waiting: true }
    if (input.receiverLookup === 'notFound')
      return { field: 'receiver', message: 'send.error.nameNotFound', values: { name: receiver } }
    if (input.receiverLookup === 'failed') return { field: 'receiver', message: 'send.error.nameLookupFailed' }
    return undefined
  }
  if (input.namespace === 'solana')
    return isSolanaAddress(receiver) ? undefined : { field: 'receiver', message: 'send.error.invalidAddress' }
  const problem = evmAddressProblem(receiver)
  if (problem === 'format') return { field: 'receiver', message: 'send.error.invalidAddress' }
  if (problem === 'checksum') return { field: 'receiver', message: 'send.error.addressChecksum' }
  return undefined
}

/**
 * Why an amount typed for a token is not one to move, whatever the balance: not a number above 0
 * as the visitor's locale writes it (see readAmount), or more decimals than the token has (they
 * would be rounded away). Send's rule, which Swap's amount to pay keeps too; without the token
 * (none chosen yet) its decimals are not checked.
 */
export function typedAmountProblem(
  amount: string,
  symbols: NumberSymbols | undefined,
  token?: { decimals: number; symbol: string },
): Omit<SendProblem, 'field'> | undefined {
  const reading = readAmount(amount, symbols)
  if (!reading.ok)
    return { message: reading.reason === 'grouping' ? 'send.error.amountGrouping' : 'send.error.amountInvalid' }
  // Before the zero check: more places than the token has would round down, even to nothing.
  const fraction = reading.decimal.split('.')[1] ?? ''
  if (token && fraction.length > token.decimals)
    return { message: 'send.error.amountDecimals', values: { symbol: token.symbol, decimals: token.decimals } }
  if (!/[1-9]/.test(reading.decimal)) return { message: 'send.error.amountInvalid' }
  return undefined
}

function amountProblem(input: SendInput, token: TokenBalance): SendProblem | undefined {
  const decimals = decimalsOf(token)
  const problem = typedAmountProblem(input.sendTokenAmount, input.amountSymbols, { decimals, symbol: token.symbol })
  if (problem) return { field: 'amount', ...problem }
  const amount = toBaseUnits(input.sendTokenAmount, decimals, input.amountSymbols) ?? 0n
  const balance = toBaseUnits(token.quantity.numeric, decimals) ?? 0n
  if (amount > balance)
    return { field: 'amount', message: 'send.error.insufficientBalance', values: { symbol: token.symbol } }
  return undefined
}

/**
 * Every problem of the form, in the order the rules are checked: the chain first (nothing else
 * matters on a chain that cannot send), then what is missing, then what is wrong.
 */
export function sendProblems(input: SendInput): SendProblem[] {
  if (!input.namespace || !sendNamespaces.includes(input.namespace))
    return [{ field: 'form', message: 'send.error.unsupportedChain' }]
  const problems: SendProblem[] = []
  const hasAmount = input.sendTokenAmount.trim() !== ''
  const hasReceiver = input.receiverInput.trim() !== ''
  if (!hasAmount || !hasReceiver) problems.push({ field: 'form', message: 'send.error.amountAndReceiverRequired' })
  if (!input.token) problems.push({ field: 'token', message: 'send.error.tokenRequired' })
  const amount = hasAmount && input.token ? amountProblem(input, input.token) : undefined
  if (amount) problems.push(amount)
  const receiver = hasReceiver ? receiverProblem(input) : undefined
  if (receiver) problems.push(receiver)
  return problems
}
