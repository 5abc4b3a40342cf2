// Runs one contract case: drive the real generated endpoint against the mocks and record
// the traffic, turn each recorded exchange into a Pact interaction (matchers from the zod
// schemas, examples from the recording), then drive the same endpoint against the Pact
// mock server. The Pact server answers lists with one element per `eachLike`, so the two
// outcomes agree in kind (data or error) and in their errors, not in list lengths.
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MatchersV3, type PactV4 } from '@pact-foundation/pact'
import { expect } from 'vitest'
import {
  apiErrorBody,
  contractEntries,
  defaultBaseUrls,
  type CaipNetworkId,
  type EndpointContract,
  type ServiceName,
} from '../../src/contract'
import type { PorticoStore } from '../../src/composition/createPorticoStore'
import { testStore } from '../../harness/testStore'
import type { createNodeMocks } from '../../mocks/node'
import { matcherFor } from './matchers'
import { record, type Recording } from './record'
import type { Outcome } from '../../harness/outcome'

import { sampleProjectId as contractProjectId } from '../samples'

export interface ContractCase {
  /** The endpoint whose contract the case pins, as `service.endpoint`. */
  endpoint: string
  /** Interaction description; unique within its provider. */
  name: string
  /** A provider state (mocks/db states). */
  state: string
  activeNetwork?: CaipNetworkId
  /** A project id other than the contract tests' own (an invalid one, say). */
  projectId?: string
  drive: (store: PorticoStore) => Promise<Outcome>
  /** The rule the case pins, beyond "same outcome against the pact as against the mocks". */
  expect?: (outcome: Outcome) => void
}

type NodeMocks = ReturnType<typeof createNodeMocks>

const storeFor = (baseUrls: Partial<Record<ServiceName, string>>, c: ContractCase) =>
  testStore({ baseUrls, activeNetwork: c.activeNetwork, projectId: c.projectId ?? contractProjectId })

function entryFor(service: ServiceName, method: string, pathname: string): EndpointContract {
  const found = contractEntries().find(
    ({ service: s, entry: e }) =>
      s === service && e.method === method && new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname),
  )
  if (!found) throw new Error(`No contract entry for ${method} ${pathname}`)
  return found.entry
}

/** The SDK version changes with every release; the contract only needs one to be sent. */
const queryMatchers: Record<string, (value: string) => unknown> = {
  sv: () => MatchersV3.regex('^react-portico-\\d+\\.\\d+\\.\\d+', 'react-portico-0.0.0'),
}

function imageFile(bytes: Uint8Array, mimeType: string): string {
  const dir = join(tmpdir(), 'portico-pact-images')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${createHash('sha256').update(bytes).digest('hex')}.${mimeType.split('/')[1]}`)
  writeFileSync(file, bytes)
  return file
}

/**
 * A text body compared as text, its content type set with it. Pact's builder has JSON and XML
 * bodies, and a `body` it takes for binary (whose content sniffing calls this JSON and fails it);
 * the call under jsonBody and xmlBody takes any type.
 */
function textBody(builder: object, contentType: string, text: string) {
  const { interaction } = builder as { interaction: { withRequestBody(body: string, contentType: string): void } }
  interaction.withRequestBody(text, contentType)
}

function addInteraction(pact: PactV4, service: ServiceName, description: string, state: string, recording: Recording) {
  const { request, response } = recording
  const base = new URL(defaultBaseUrls[service])
  const path = request.url.pathname.slice(base.pathname.replace(/\/$/, '').length)
  const entry = entryFor(service, request.method, path)
  const query: Record<string, unknown> = {}
  request.url.searchParams.forEach((value, key) => (query[key] = queryMatchers[key]?.(value) ?? value))

  return pact
    .addInteraction()
    .given(state)
    .uponReceiving(description)
    .withRequest(request.method, path, (builder) => {
      builder.query(query as never)
      if (request.body === undefined) return
      // A beacon's JSON goes as text/plain (the public client's analytics): pinned as the text sent.
      const type = request.headers.get('content-type') ?? ''
      if (type.startsWith('text/plain')) textBody(builder, type, request.text!)
      else builder.headers({ 'content-type': 'application/json' }).jsonBody(request.body)
    })
    .willRespondWith(response.status, (builder) => {
      if (response.bytes) builder.binaryFile(response.contentType, imageFile(response.bytes, response.contentType))
      else if (response.json !== undefined) {
        const schema = response.status < 300 ? entry.response : apiErrorBody
        // A JSON-RPC batch's answers are pinned one per call, each with its id: the client matches
        // answers to calls by id, so a list of one like the first (eachLike) would leave calls unanswered.
        const batch = entry.format === 'jsonRpc' && Array.isArray(response.json)
        builder.jsonBody(
          batch
            ? (response.json as unknown[]).map((answer) => matcherFor(schema, answer))
            : matcherFor(schema, response.json),
        )
      }
    })
}

export async function runCase(pact: PactV4, mocks: NodeMocks, c: ContractCase): Promise<void> {
  const service = c.endpoint.split('.')[0] as ServiceName
  mocks.useState(c.state)
  let recorded: Outcome = {}
  const recordings = await record(mocks.server, async () => {
    recorded = await c.drive(storeFor({}, c))
  })
  c.expect?.(recorded)
  if (recordings.length === 0) throw new Error(`Case "${c.name}" made no request: nothing to pin`)

  let last: ReturnType<typeof addInteraction> | undefined
  recordings.forEach((recording, i) => {
    const description = recordings.length === 1 ? c.name : `${c.name} (request ${i + 1} of ${recordings.length})`
    last = addInteraction(pact, service, description, c.state, recording)
  })
  await last!.executeTest(async (server) => {
    const outcome = await c.drive(storeFor({ [service]: server.url }, c))
    expect(outcome.error).toEqual(recorded.error)
    expect(outcome.data === undefined).toBe(recorded.data === undefined)
    c.expect?.(outcome)
  })
}
