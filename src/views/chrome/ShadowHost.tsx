'use client'
// Where the modal renders: a shadow root on a host element, so the page's styles do not
// reach in and ours do not leak out. The theme variables and the frame's CSS are the first
// children of the root (the body brings its own CSS with it).
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { frameStyles } from '../../theme/frameStyles'
import { themeCss } from '../../theme/themes'
import type { ThemeMode } from '../../config/schema'
import { useIsClient } from '../hooks/useIsClient'

/** The embedded wallet's frame finds the modal by it (frame/approvalSlot.ts holds the same name). */
export const hostAttribute = 'data-portico'

interface ShadowContentProps {
  themeMode: ThemeMode
  themeVariables: Record<string, string>
  children: ReactNode
}

function ShadowContent({ root, themeMode, themeVariables, children }: ShadowContentProps & { root: ShadowRoot }) {
  const css = useMemo(() => `${themeCss(themeMode, themeVariables)}\n${frameStyles}`, [themeMode, themeVariables])
  return createPortal(
    <>
      <style>{css}</style>
      <div className="p-root">{children}</div>
    </>,
    root,
  )
}

function attach(host: Element): ShadowRoot {
  return host.shadowRoot ?? host.attachShadow({ mode: 'open' })
}

/** A host element appended to `container` (the page body by default) while mounted. */
export function PortalShadowHost({ container, ...props }: ShadowContentProps & { container?: Element }) {
  const isClient = useIsClient()
  // Made once per mount on the client; the server renders nothing here.
  const parts = useMemo(() => {
    if (!isClient) return undefined
    const host = document.createElement('div')
    host.setAttribute(hostAttribute, 'modal')
    return { host, root: attach(host) }
  }, [isClient])
  useLayoutEffect(() => {
    if (!parts) return
    const parent = container ?? document.body
    parent.appendChild(parts.host)
    return () => parts.host.remove()
  }, [parts, container])
  return parts ? <ShadowContent root={parts.root} {...props} /> : null
}

/** A host element rendered in place (embedded mode). */
export function InlineShadowHost({ className, ...props }: ShadowContentProps & { className?: string }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const ref = useCallback((host: HTMLDivElement | null) => setRoot(host ? attach(host) : null), [])
  return (
    <div ref={ref} className={className} {...{ [hostAttribute]: 'inline' }}>
      {root && <ShadowContent root={root} {...props} />}
    </div>
  )
}
