// A social login's answer is believed only from the frame's origin, from the popup the visitor
// opened, in the client's shape (a bare `{ resultUri }`); anything else is refused and the login
// keeps waiting. A provider that came back with OAuth's access_denied is the visitor declining.
import { describe, expect, it } from 'vitest'
import { socialResult, type SocialResultHost } from '../../src/connectors/auth/socialResult'
import type { IncomingMessage } from '../../src/frame/messageGuard'

const frameOrigin = 'http://127.0.0.1:5174'
const resultUri = `${frameOrigin}/social.html?state=s1`

function scene() {
  const listeners = new Set<(event: IncomingMessage) => void>()
  const warnings: string[] = []
  const host: SocialResultHost = {
    listen: (handler) => (listeners.add(handler), () => void listeners.delete(handler)),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (timer) => clearInterval(timer as ReturnType<typeof setInterval>),
    warn: (message) => void warnings.push(message),
  }
  const popup = { window: { name: 'popup' }, closed: false, navigate: () => {}, close: () => {} }
  const send = (event: Partial<IncomingMessage>) =>
    listeners.forEach((listener) =>
      listener({
        origin: frameOrigin,
        source: popup.window,
        data: { resultUri },
        ...event,
      }),
    )
  return { host, popup, send, warnings, listening: () => listeners.size }
}

describe('the social popup is heard from its own origin and window only', () => {
  it('refuses another origin, another window and a malformed message; takes the popup’s own', async () => {
    const s = scene()
    let settled: string | undefined
    const result = socialResult(s.popup, frameOrigin, s.host).then((uri) => (settled = uri))
    s.send({ origin: 'http://127.0.0.1:6666' })
    s.send({ source: { name: 'the frame, or another tab' } })
    s.send({ data: { resultUri: 'not a url' } })
    s.send({ data: { resultUri, extra: 1 } })
    s.send({ data: { resultUri: 'javascript:alert(1)' } })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBeUndefined()
    // Another window is not even read; the other three are refused with their reason.
    expect(s.warnings.map((w) => /\((\w+)\)/.exec(w)![1])).toEqual(['origin', 'schema', 'schema', 'schema'])
    s.send({})
    await result
    expect(settled).toBe(resultUri)
    expect(s.listening()).toBe(0)
  })

  it('a provider that sent the visitor back with access_denied is "Sign-in was declined."', async () => {
    const s = scene()
    const result = socialResult(s.popup, frameOrigin, s.host)
    s.send({ data: { resultUri: `${resultUri}&error=access_denied` } })
    await expect(result).rejects.toMatchObject({ kind: 'userRejected', message: 'Sign-in was declined.' })
  })
})
