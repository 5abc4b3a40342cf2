'use client'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { isSafeWebUrl } from '../../contract/webUrl'

type WebLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string | undefined
  children: ReactNode
}

/**
 * A link to a web page that came from outside (a provider's page, the frame's Farcaster link, a
 * wallet's store page, a network's explorer): checked once more where it is shown, and nothing
 * is rendered for an address the web address rule refuses (src/contract/webUrl.ts). It opens
 * beside the modal, cut from this page.
 */
export function WebLink({ href, children, ...rest }: WebLinkProps) {
  if (!isSafeWebUrl(href)) return null
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}
