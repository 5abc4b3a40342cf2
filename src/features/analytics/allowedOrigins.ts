// Section 9's allowed-origins rule for the project's check (`/projects/v1/origins`): the page's
// origin passes when the project lists it, when it matches one of the project's wildcard entries
// (`https://*.vercel.app`: any subdomain, a hosting domain's preview deployments), or when it is
// the developer's own machine (localhost, 127.0.0.1, [::1], any port). Anything else calls for the
// "Invalid App Configuration" alert.

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

function parse(origin: string): URL | undefined {
  try {
    return new URL(origin)
  } catch {
    return undefined
  }
}

/**
 * One entry of the project's list: an origin, one with `*.` standing for any subdomain, or one
 * ending in `:*` for any port.
 */
function matches(page: URL, entry: string): boolean {
  const trimmed = entry.trim()
  const anyPort = trimmed.endsWith(':*')
  const written = anyPort ? trimmed.slice(0, -2) : trimmed
  const wildcard = /^(https?:\/\/)\*\.(.+)$/i.exec(written)
  if (!wildcard) {
    const exact = parse(written)
    return (
      !!exact &&
      (anyPort ? exact.protocol === page.protocol && exact.hostname === page.hostname : exact.origin === page.origin)
    )
  }
  const [, scheme, rest] = wildcard
  const base = parse(`${scheme}${rest}`)
  if (!base || base.protocol !== page.protocol || (!anyPort && (base.port || '') !== (page.port || ''))) return false
  // A subdomain, never the bare domain nor a look-alike (`evil-vercel.app`).
  return page.hostname.endsWith(`.${base.hostname}`)
}

export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const page = parse(origin)
  if (!page || page.origin === 'null') return false
  if (localHosts.has(page.hostname)) return true
  return allowedOrigins.some((entry) => matches(page, entry))
}
