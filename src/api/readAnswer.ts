// An answer checked against its entry's response schema before it reaches the store. Lists the
// table reads entry by entry drop what they cannot read; each drop is said once, in a warning
// that names the call, so a server that changed a shape is seen without losing the answer. Every
// text in it arrives without direction controls (i18n/bidi.ts): a service's symbol or name is
// shown as written, never reordering the row it stands in.
import type { EndpointContract } from '../contract'
import { withoutBidiControlsIn } from '../i18n/bidi'
import { collectDrops } from '../contract/lenientList'
import { issuesOf, schemaError, type PorticoApiError } from './errors'

export function readAnswer<M>(
  endpoint: string,
  entry: EndpointContract,
  answer: { data: unknown; meta?: M },
): { data: unknown; meta?: M } | { error: PorticoApiError; meta?: M } {
  const { result, drops } = collectDrops(() => entry.response.safeParse(answer.data))
  if (!result.success)
    return { error: schemaError('response', endpoint, issuesOf(result.error.issues)), meta: answer.meta }
  for (const drop of drops) {
    console.warn(
      `portico: ${endpoint} answered ${drop.dropped} of ${drop.of} list entries in a shape Portico cannot read; they were left out (${drop.firstIssue})`,
    )
  }
  return { data: withoutBidiControlsIn(result.data), meta: answer.meta }
}
