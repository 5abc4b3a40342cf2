// The ways a server lets the modal down, one table: every view that shows a server's answer has
// a story for each row, made here from the endpoint and what the visitor should see. Storybook
// indexes named exports only, so a story file still names each story it takes from the table.
import type { StoryObj } from '@storybook/react-vite'
import type { Fault, FaultTarget } from '../mocks/handlers/faults'
import { withFault } from './portico'

export const serverFailures = {
  Error503: { kind: 'status', status: 503 },
  Error500: { kind: 'status', status: 500 },
  NetworkError: { kind: 'network' },
  Malformed: { kind: 'malformed' },
  WrongShape: { kind: 'wrongShape' },
} as const satisfies Record<string, Fault>

export type ServerFailure = keyof typeof serverFailures

/** One story per row of the table: `endpoint` failing that way, and the same play for each. */
export function failureStories(endpoint: FaultTarget, play: StoryObj['play']): Record<ServerFailure, StoryObj> {
  const entries = Object.entries(serverFailures).map(([failure, fault]) => [
    failure,
    { parameters: withFault(endpoint, fault), play },
  ])
  return Object.fromEntries(entries) as Record<ServerFailure, StoryObj>
}
