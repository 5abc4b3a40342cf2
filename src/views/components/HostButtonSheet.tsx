'use client'
import { hostButtonSheet } from '../hostButtonStyle'

/**
 * The host buttons' style sheet (their compact form), rendered beside each of them. React puts
 * a `<style>` with `href` and `precedence` in the document's head once, however many buttons
 * render it, and in the server's HTML too: the first paint already has the form that fits.
 */
export function HostButtonSheet() {
  return (
    <style href="portico-host-buttons" precedence="portico">
      {hostButtonSheet}
    </style>
  )
}
