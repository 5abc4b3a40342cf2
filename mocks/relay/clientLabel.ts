// Names a connected client for stats and logs. The clients authenticate with a JWT in the `auth`
// query parameter whose `iss` is their did:key; it stays the same across reconnects, so it is
// also how the relay tells "the same client again" from a new one. The signature is not checked:
// this relay serves tests on 127.0.0.1 only.

export function clientLabelOf(requestUrl: string | undefined, fallback: string): string {
  try {
    const auth = new URL(requestUrl ?? '', 'ws://127.0.0.1').searchParams.get('auth')
    const payload = auth?.split('.')[1]
    if (!payload) return fallback
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof iss === 'string' && iss ? iss : fallback
  } catch {
    return fallback
  }
}
