// Why a simulated call reverts, in the contract's own words where it gave some: Solidity's
// Error(string) and Panic(uint256); a custom error is named by its selector; otherwise the node's
// words. Undefined when neither says anything.
import { decodeErrorResult, type Hex } from 'viem'

/** Solidity's panic codes, as the compiler documents them. */
const panics: Record<number, string> = {
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division by zero',
  0x21: 'invalid enum value',
  0x31: 'pop from an empty array',
  0x32: 'array index out of bounds',
  0x41: 'out of memory',
  0x51: 'call to an uninitialised function',
}

export function revertReason(returnData: string, nodeWords?: string): string | undefined {
  if (/^0x[0-9a-fA-F]{8,}$/.test(returnData)) {
    try {
      const { errorName, args } = decodeErrorResult({ data: returnData as Hex })
      if (errorName === 'Error' && typeof args?.[0] === 'string') return args[0]
      if (errorName === 'Panic' && typeof args?.[0] === 'bigint') {
        const code = Number(args[0])
        return `panic: ${panics[code] ?? `code 0x${code.toString(16)}`}`
      }
    } catch {
      return `the contract's error ${returnData.slice(0, 10)}`
    }
  }
  // "execution failed" / "execution reverted" say no more than that it failed.
  return nodeWords && !/^execution (failed|reverted)$/i.test(nodeWords.trim()) ? nodeWords : undefined
}
