'use client'
// Tokens, NFTs, Activity (section 2): a tablist with one tab stop, arrow keys (and Home, End)
// moving between tabs and choosing them, and the chosen tab's panel. The choice is the
// account's `currentTab`, so it survives leaving the view.
import { useId, useRef, type KeyboardEvent } from 'react'
import { useT } from '../../i18n'
import { usePorticoDispatch } from '../../react/context'
import type { ChainNamespace } from '../../contract'
import { tabChanged, type AccountTab } from '../../features/account/accountSlice'
import { ActivityPanel } from './ActivityPanel'
import { NftsPanel } from './NftsPanel'
import { TokensPanel } from './TokensPanel'

export const accountTabs: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity']

const keyMoves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_i, last) => last,
}

const panels = { Tokens: TokensPanel, NFTs: NftsPanel, Activity: ActivityPanel } as const

export function AccountTabs({ namespace, current }: { namespace: ChainNamespace; current: AccountTab }) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const id = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const scroller = useRef<HTMLDivElement>(null)
  const choose = (tab: AccountTab) => {
    if (tab !== current) dispatch(tabChanged({ namespace, tab }))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = keyMoves[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(accountTabs.indexOf(current), accountTabs.length - 1)
    choose(accountTabs[next]!)
    tabs.current[next]?.focus()
  }
  const Panel = panels[current]
  return (
    <>
      <div role="tablist" aria-label={t('account.tabs')} className="p-tabs">
        {accountTabs.map((tab, index) => (
          <button
            key={tab}
            ref={(node) => void (tabs.current[index] = node)}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            className="p-tab"
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => choose(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`account.tab.${tab}`)}
          </button>
        ))}
      </div>
      {/* Keyed by tab: each tab starts at its top. The panel scrolls, so it takes focus itself. */}
      <div
        key={current}
        ref={scroller}
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${current}`}
        tabIndex={0}
        className="p-panel p-tab-panel p-scroll"
      >
        <Panel scroller={scroller} />
      </div>
    </>
  )
}
