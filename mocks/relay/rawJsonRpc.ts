// JSON-RPC frames built and read as text. The WalletConnect clients use 19-digit integer ids,
// beyond Number.MAX_SAFE_INTEGER: JSON.parse would round them and the client would never match
// our answer to its request. So the id is copied from the raw frame as text and every frame we
// send is assembled by hand around that text.

/** The top-level `id` of a raw JSON-RPC frame, exactly as written (digits, or a quoted string). */
export function rawIdOf(raw: string): string | undefined {
  // A nested object may also have an "id" key (irn_unsubscribe's params do), so walk the text and
  // only accept the key at depth 1; strings are skipped whole so braces inside them do not count.
  let depth = 0
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    else if (char === '"') {
      const end = endOfString(raw, i)
      if (depth === 1 && raw.slice(i, end + 1) === '"id"') {
        const value = /\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*"|null)/y
        value.lastIndex = end + 1
        const match = value.exec(raw)
        if (match) return match[1]
      }
      i = end
    }
  }
  return undefined
}

function endOfString(raw: string, start: number): number {
  for (let i = start + 1; i < raw.length; i++) {
    if (raw[i] === '\\') i++
    else if (raw[i] === '"') return i
  }
  return raw.length
}

export function resultFrame(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function errorFrame(rawId: string, code: number, message: string): string {
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

export function requestFrame(rawId: string, method: string, params: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`
}

let counter = 0
/** A fresh 19-digit id for requests the relay sends (13 digits of time, 6 of a counter), as text. */
export function nextRelayId(): string {
  counter = (counter + 1) % 1_000_000
  return `${Date.now()}${String(counter).padStart(6, '0')}`
}
