// The analytics rules, pure: section 9's telemetry limit (5 error events in any 60 s) and the
// allowed-origins rule of the project's check.
import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from '../../src/features/analytics/allowedOrigins'
import { createTelemetryLimit } from '../../src/features/analytics/telemetryLimit'

describe('section 9: at most 5 error events per 60 s', () => {
  it('a burst of 1,000 errors in a minute sends 5; the 6th goes out once 60 s have passed since the first', () => {
    let now = 0
    const limit = createTelemetryLimit({ now: () => now })
    let sent = 0
    for (let i = 0; i < 1_000; i++) {
      now = i * 59 // a thousand errors spread over 59 s
      if (limit.take()) sent++
    }
    expect(sent).toBe(5)
    now = 60_000
    expect(limit.take()).toBe(true)
    expect(limit.take()).toBe(false)
  })

  it('the window slides: each slot frees 60 s after its own event', () => {
    let now = 0
    const limit = createTelemetryLimit({ now: () => now })
    for (const at of [0, 10_000, 20_000, 30_000, 40_000]) {
      now = at
      expect(limit.take()).toBe(true)
    }
    now = 59_999
    expect(limit.take()).toBe(false)
    now = 60_000
    expect(limit.take()).toBe(true)
    now = 69_999
    expect(limit.take()).toBe(false)
    now = 70_000
    expect(limit.take()).toBe(true)
  })
})

describe("the project's allowed origins", () => {
  const listed = ['https://app.example.com', 'https://*.vercel.app', 'http://*.preview.example.org:8080']

  it('the developer’s own machine, on any port', () => {
    for (const origin of ['http://localhost:5173', 'https://localhost', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
      expect(isOriginAllowed(origin, []), origin).toBe(true)
  })

  it('an origin the project lists, exactly (scheme and port included)', () => {
    expect(isOriginAllowed('https://app.example.com', listed)).toBe(true)
    expect(isOriginAllowed('http://app.example.com', listed)).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', listed)).toBe(false)
  })

  it('a wildcard entry: any subdomain, never the bare domain or a look-alike', () => {
    expect(isOriginAllowed('https://my-app-git-main.vercel.app', listed)).toBe(true)
    expect(isOriginAllowed('https://a.b.vercel.app', listed)).toBe(true)
    expect(isOriginAllowed('http://pr-12.preview.example.org:8080', listed)).toBe(true)
    expect(isOriginAllowed('https://vercel.app', listed)).toBe(false)
    expect(isOriginAllowed('https://evil-vercel.app', listed)).toBe(false)
    expect(isOriginAllowed('http://my-app.vercel.app', listed)).toBe(false)
    expect(isOriginAllowed('http://pr-12.preview.example.org', listed)).toBe(false)
  })

  it('an entry ending in :* takes any port', () => {
    expect(isOriginAllowed('http://portico.example:4010', ['http://portico.example:*'])).toBe(true)
    expect(isOriginAllowed('https://portico.example:4010', ['http://portico.example:*'])).toBe(false)
    expect(isOriginAllowed('http://pr-3.portico.example:81', ['http://*.portico.example:*'])).toBe(true)
  })

  it('a foreign origin, or none at all, is not allowed', () => {
    expect(isOriginAllowed('https://phishing.example.net', listed)).toBe(false)
    expect(isOriginAllowed('null', listed)).toBe(false)
    expect(isOriginAllowed('not a url', listed)).toBe(false)
  })
})
