'use client'
// What a host-page button that opens the modal listens to: the click opens it; the pointer
// coming over the button, focus reaching it, or a finger touching it, is intent: the api and
// what the open will paint (the modal, the view the opening rule picks) start loading, so
// the click finds them there.
import { useMemo } from 'react'
import { preloadOpen } from '../../react/modalChunk'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { openIntended, openRequested } from '../../features/modal/actions'
import { openingView } from '../../features/modal/modalFlow'
import type { View } from '../../features/modal/views'

export function useOpenButton(view?: View) {
  const dispatch = usePorticoDispatch()
  const opensOn = usePorticoSelector((s) => openingView(s, view ? { view } : undefined).view)
  return useMemo(() => {
    const intend = () => {
      dispatch(openIntended())
      preloadOpen(opensOn)
    }
    return {
      onClick: () => void dispatch(openRequested(view ? { view } : undefined)),
      onPointerEnter: intend,
      onFocus: intend,
      onPointerDown: intend,
    }
  }, [dispatch, opensOn, view])
}
