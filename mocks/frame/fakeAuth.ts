// The fake frame's own login service: what a real embedded wallet's backend does for email
// logins, offline. A new device for an address must be approved from the inbox first; then a
// six-digit code goes to the inbox; the right code within ten minutes opens a session. The
// inbox is what the demo's inbox panel and the tests read.
export interface InboxMessage {
  to: string
  kind: 'code' | 'device'
  /** The code, or the device link's id. */
  value: string
  at: number
}

export interface FakeAuthOptions {
  now?: () => number
  /** Codes and device ids; random by default. */
  random?: () => string
}

/** Codes stay valid this long. */
export const codeLifetimeMs = 10 * 60_000

export type EmailStart = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

export function createFakeAuth(options: FakeAuthOptions = {}) {
  const now = options.now ?? Date.now
  const random =
    options.random ?? (() => String(100000 + (globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! % 900000)))
  const inbox: InboxMessage[] = []
  const approvedDevices = new Set<string>()
  const deviceWaiters = new Map<string, () => void>()
  const codes = new Map<string, { code: string; at: number }>()
  const sessions = new Map<string, string>()
  const key = (email: string) => email.trim().toLowerCase()
  const send = (to: string, kind: InboxMessage['kind'], value: string) =>
    void inbox.push({ to, kind, value, at: now() })
  const sendCode = (email: string) => {
    const code = random()
    codes.set(email, { code, at: now() })
    send(email, 'code', code)
  }

  return {
    inbox: (to?: string) => inbox.filter((message) => to === undefined || message.to === key(to)),
    /** Section 4: connect email answers VERIFY_DEVICE, VERIFY_OTP or CONNECT. */
    startEmailLogin(address: string, sessionToken?: string): EmailStart {
      const email = key(address)
      if (sessionToken && sessions.get(sessionToken) === email) return 'CONNECT'
      if (!approvedDevices.has(email)) {
        send(email, 'device', `device-${random()}`)
        return 'VERIFY_DEVICE'
      }
      sendCode(email)
      return 'VERIFY_OTP'
    },
    /** The visitor clicks the device link in the inbox. */
    approveDevice(address: string) {
      const email = key(address)
      approvedDevices.add(email)
      deviceWaiters.get(email)?.()
    },
    /** Resolves once the device is approved, then sends the code. */
    async waitForDevice(address: string): Promise<void> {
      const email = key(address)
      if (!approvedDevices.has(email)) await new Promise<void>((resolve) => deviceWaiters.set(email, resolve))
      deviceWaiters.delete(email)
      sendCode(email)
    },
    /** A session token for the right, unexpired code; an error message otherwise. */
    verifyCode(address: string, code: string): { token: string } | { error: string } {
      const email = key(address)
      const sent = codes.get(email)
      if (!sent || sent.code !== code) return { error: 'Invalid code' }
      if (now() - sent.at > codeLifetimeMs) return { error: 'Code expired' }
      codes.delete(email)
      const token = `session-${random()}-${random()}`
      sessions.set(token, email)
      return { token }
    },
    emailOf: (token: string | undefined) => (token ? sessions.get(token) : undefined),
    endSession: (token: string | undefined) => void (token && sessions.delete(token)),
  }
}

export type FakeAuth = ReturnType<typeof createFakeAuth>
