'use client'
import { useCallback } from 'react'
import { usePorticoDispatch } from '../../react/context'
import { pushed } from '../../features/modal/routerSlice'
import type { RouteEntry } from '../../features/modal/views'

/**
 * Pushes a view. Push has no rule to apply (section 2: "Push adds a view regardless of the
 * current view"), so it is the router action itself; every view pushes through here, so a
 * flow action can replace it in one place.
 */
export function useNavigate(): (entry: RouteEntry) => void {
  const dispatch = usePorticoDispatch()
  return useCallback((entry: RouteEntry) => void dispatch(pushed(entry)), [dispatch])
}
