// A bare page that embeds the fake frame through Portico's frame client, for the browser tests
// of the protocol: `window.__porticoFrameHost.start(frameUrl)` creates the client, whose
// requests and refusal counts the tests then drive and read.
import { createFrameClient, type FrameClient } from '../../src/frame/frameClient'
import type { FrameEventName, FrameRequest } from '../../src/frame/protocol'

let client: FrameClient | undefined
const sessions: string[] = []
const timeouts: string[] = []

Object.assign(window, {
  __porticoFrameHost: {
    start(url: string) {
      client = createFrameClient({
        url,
        projectId: 'portico-e2e',
        chainId: 'eip155:31337',
        onSessionUpdate: (token) => void sessions.push(token),
        onTimeout: (timeout) => void timeouts.push(timeout),
      })
      client.create()
    },
    request: <E extends FrameEventName>(name: E, payload: FrameRequest<E>) => client!.request(name, payload),
    state: () => client?.state,
    refused: () => ({ ...client!.refused }),
    sessions: () => [...sessions],
    timeouts: () => [...timeouts],
  },
})
