'use client'
// What a button that opens the modal listens to, Portico's own and a host's alike: the click
// opens it; the pointer coming over the button, focus reaching it, or a finger touching it, is
// intent: what the open will show (the modal's body, the view the opening rule picks) starts
// loading and the api is made ready, so the click finds them there.
import { useMemo } from 'react'
import { preloadOpen } from '../../react/modalChunk'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { openIntended, openRequested } from '../../features/modal/actions'
import { openingView } from '../../features/modal/modalFlow'
import type { RouteData, View } from '../../features/modal/views'

export interface OpenButtonOptions {
  /** The view to open on (section 2's opening rule may still pick another); the rule's own by default. */
  view?: View
  data?: RouteData
}

/**
 * The props for a button that opens the modal: spread them on a `<button>` of your own and it
 * opens like Portico's, with what the open shows fetched on intent.
 */
export function useOpenButton({ view, data }: OpenButtonOptions = {}) {
  const dispatch = usePorticoDispatch()
  const opensOn = usePorticoSelector((s) => openingView(s, view ? { view } : undefined).view)
  return useMemo(() => {
    // Said once, and once more when a press starts: a pointer that comes over the button and
    // presses it is one intent, and what it starts needs starting once (again, it would only
    // stand between the press and its frame); the press itself has what the open asks for
    // asked for now.
    const said = new Set<'intent' | 'press'>()
    const intend = (press: boolean) => {
      const what = press ? 'press' : 'intent'
      if (said.has(what)) return
      said.add('intent').add(what)
      dispatch(openIntended(press ? { press } : undefined))
      preloadOpen(opensOn)
    }
    return {
      onClick: () => void dispatch(openRequested(view ? { view, data } : undefined)),
      onPointerEnter: () => intend(false),
      onFocus: () => intend(false),
      onPointerDown: () => intend(true),
    }
  }, [dispatch, opensOn, view, data])
}
