'use client'
import { NetworkList } from '../components/NetworkList'

export function Networks() {
  return <NetworkList />
}
