import { afterEach, describe, expect, it, vi } from 'vitest'
import { linkCopyRequested } from '../../src/features/clipboard/actions'
import { openRequested } from '../../src/features/modal/actions'
import { porticoForTest } from '../support/portico'

const settle = () => new Promise((r) => setTimeout(r, 0))

/** Copying is pressed on a view, and views render once the api (with the copying flow) is attached. */
async function withViews() {
  const p = porticoForTest()
  p.store.dispatch(openRequested())
  await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  return p
}

afterEach(() => vi.unstubAllGlobals())

function clipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText)
  vi.stubGlobal('navigator', { clipboard: { writeText: spy } })
  return spy
}

describe('"Copy link"', () => {
  it('writes the text to the clipboard and says "Link copied"', async () => {
    const writeText = clipboard(() => Promise.resolve())
    const p = await withViews()
    p.store.dispatch(linkCopyRequested({ text: 'wc:abc@2' }))
    await settle()
    expect(writeText).toHaveBeenCalledWith('wc:abc@2')
    expect(p.state().snackbar).toMatchObject({ open: true, message: 'snackbar.linkCopied', variant: 'success' })
  })

  it('a refused write is an error snackbar telling the visitor to copy by hand', async () => {
    clipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')))
    const p = await withViews()
    p.store.dispatch(linkCopyRequested({ text: 'wc:abc@2' }))
    await settle()
    expect(p.state().snackbar).toMatchObject({ open: true, message: 'snackbar.linkCopyFailed', variant: 'error' })
  })

  it('no clipboard at all (insecure page): the same error snackbar', async () => {
    vi.stubGlobal('navigator', {})
    const p = await withViews()
    p.store.dispatch(linkCopyRequested({ text: 'wc:abc@2' }))
    await settle()
    expect(p.state().snackbar).toMatchObject({ open: true, message: 'snackbar.linkCopyFailed', variant: 'error' })
  })
})

describe('"Copy address" (Receive)', () => {
  it('writes the address and says "Address copied"', async () => {
    const writeText = clipboard(() => Promise.resolve())
    const p = await withViews()
    p.store.dispatch(linkCopyRequested({ text: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', what: 'address' }))
    await settle()
    expect(writeText).toHaveBeenCalledWith('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(p.state().snackbar).toMatchObject({ open: true, message: 'snackbar.addressCopied', variant: 'success' })
  })

  it('a refused write tells the visitor to copy the address by hand', async () => {
    clipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')))
    const p = await withViews()
    p.store.dispatch(linkCopyRequested({ text: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', what: 'address' }))
    await settle()
    expect(p.state().snackbar).toMatchObject({ open: true, message: 'snackbar.addressCopyFailed', variant: 'error' })
  })
})
