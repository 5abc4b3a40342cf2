// The one rule for a web address that comes from outside the host's code (a service's answer, the
// embedded wallet's frame, the directory) and that Portico opens, assigns to a window or links:
// an https page with a host, or plain http on this machine only (the offline demo and its tests;
// a loopback page runs nowhere but the visitor's own machine). Everything else is refused:
// `javascript:` (in any case, with a tab or a newline inside, or as `javascript://…%0A…`),
// `data:`, `vbscript:`, `blob:`, plain http elsewhere, an address with credentials in it. A
// script URL assigned to a window Portico opened blank would run with the host's origin. Free of
// zod, so the links' checks cost the first load nothing; the schema is core.ts's `webUrl`.
import type { MessageKey } from '../i18n/en'

/** Control characters and white space anywhere are how `java\tscript:` slips past a naive check. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const hasControlOrSpace = (text: string) => /[\u0000-\u0020\u007f-\u009f\u2028\u2029\ufeff]/.test(text)

/** Host names of this machine (WHATWG URL writes IPv6 hosts in brackets, IPv4 in dotted form). */
const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)

/** The parsed address when it is a web page Portico may open, else undefined. */
export function safeWebUrl(text: unknown): URL | undefined {
  if (typeof text !== 'string' || !text || hasControlOrSpace(text)) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.username || url.password || !url.hostname) return undefined
  if (url.protocol === 'https:') return url
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? url : undefined
}

export const isSafeWebUrl = (text: unknown): text is string => safeWebUrl(text) !== undefined

/** Said when an address from outside is refused (the spec has no words for it): a catalogue key. */
export const linkRefused: MessageKey = 'link.refused'

export const webUrlRule = 'Expected an https URL (http only on 127.0.0.1 or localhost)'
