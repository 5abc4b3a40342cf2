// @vitest-environment jsdom
// useSendCalls as a host calls it, on Portico's own store as the README mounts it: with no
// wallet connected there are no capabilities to read, and a batch is refused in words at once,
// opening nothing (the flows that would run it come with a connection). Running a batch on the
// chain is the store's test (test/store/batchedCalls.test.ts).
import { cleanup, render } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoProvider, mainnet, usePorticoModal, useSendCalls } from '../../src'

afterEach(() => {
  cleanup()
  document.querySelectorAll('[data-portico]').forEach((e) => e.remove())
})

function hostPage() {
  const host = { calls: undefined as unknown as ReturnType<typeof useSendCalls>, everOpen: false }
  function Probe() {
    const calls = useSendCalls()
    const { open } = usePorticoModal()
    if (open) host.everOpen = true
    useEffect(() => {
      host.calls = calls
    })
    return null
  }
  render(
    <PorticoProvider config={{ projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet] }}>
      <Probe />
    </PorticoProvider>,
  )
  return host
}

describe('useSendCalls with no wallet connected', () => {
  it('has no capabilities, and refuses a batch in words without opening the modal', async () => {
    const host = hostPage()
    expect(host.calls.capabilities).toBeUndefined()
    await expect(host.calls.sendCalls([{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }])).rejects.toThrow(
      'No ActiveCaipAddress found',
    )
    expect(host.everOpen).toBe(false)
  })
})
