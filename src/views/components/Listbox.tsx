'use client'
// One choice among several, as a wallet shows it: rows with an icon, a name, a second line and a
// value on the right, all of one height. The WAI-ARIA listbox pattern: the list takes the focus
// and names its active row (aria-activedescendant); arrows, Home and End move it, typed letters
// find a row by its name; Enter, Space or a click choose. As a popup (in place of a <select>) a
// button shows the choice and opens the list; a choice or Escape closes it and gives the focus
// back to the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Icon } from './Icon'
import { listboxStyles } from './listboxStyles'

export interface ListboxOption {
  id: string
  /** The row's name: what type-ahead matches and a screen reader reads first. */
  label: string
  /** A second, smaller line (a token's name, a provider's fees). */
  detail?: string
  /** Right-aligned (a balance). */
  value?: string
  /** Drawn at the start of the row; decorative (the label names the row). */
  icon?: ReactNode
}

interface ListboxProps {
  /** The list's visible label. */
  label: string
  options: readonly ListboxOption[]
  chosen: string | undefined
  onChoose: (id: string) => void
  /** Behind a button that shows the choice, as a <select> is. */
  popup?: boolean
  /** What the popup's button says when nothing is chosen. */
  placeholder?: string
}

/** Brings `row` into the list's own box, scrolling nothing around the list. */
function scrollWithin(box: Element, row: Element) {
  const outer = box.getBoundingClientRect()
  const inner = row.getBoundingClientRect()
  if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top
  else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom
}

/** Type-ahead keeps adding letters while they come less than this apart (as native selects do). */
const typeAheadMs = 500

export function Listbox({ label, options, chosen, onChoose, popup, placeholder }: ListboxProps) {
  const id = useId()
  const labelId = `${id}-label`
  const buttonId = `${id}-button`
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const chosenIndex = options.findIndex((option) => option.id === chosen)
  const [open, setOpen] = useState(!popup)
  const [active, setActive] = useState(Math.max(0, chosenIndex))
  const list = useRef<HTMLUListElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const typed = useRef({ text: '', at: -Infinity })
  const current = Math.min(active, options.length - 1)

  // The active row stays in sight as the keys move it (the modal's body scrolls with it, as the
  // visitor walks the rows); otherwise only the list itself scrolls to it (a popup opening on its
  // choice). Never on a render alone: the view around re-renders as answers come, and scrolling
  // the body then moved the form away under the visitor (Buy's "You pay" went out of sight).
  const keyed = useRef(false)
  useEffect(() => {
    const row = list.current?.children[current]
    if (!open || !row) return
    if (keyed.current) row.scrollIntoView?.({ block: 'nearest' })
    else scrollWithin(list.current!, row)
    keyed.current = false
  }, [open, current])

  const openList = () => {
    setActive(Math.max(0, chosenIndex))
    setOpen(true)
  }
  // The list is rendered on open: it takes the focus once it is in the page.
  useEffect(() => {
    if (popup && open) list.current?.focus()
  }, [popup, open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const choose = (index: number) => {
    const option = options[index]
    if (!option) return
    setActive(index)
    onChoose(option.id)
    if (popup) close()
  }

  const findTyped = (key: string, at: number) => {
    const fresh = at - typed.current.at > typeAheadMs
    const text = (fresh ? '' : typed.current.text) + key.toLowerCase()
    typed.current = { text, at }
    // One letter pressed again goes on to the next row with it; a word stays on its row.
    const from = text.length === 1 ? current + 1 : current
    const order = options.map((_, offset) => (from + offset) % options.length)
    const found = order.find((index) => options[index]!.label.toLowerCase().startsWith(text))
    if (found !== undefined) setActive(found)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, current + 1),
      ArrowUp: Math.max(0, current - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, current + 10),
      PageUp: Math.max(0, current - 10),
    }
    keyed.current = true
    if (event.key in moves) setActive(moves[event.key]!)
    else if (event.key === 'Enter' || event.key === ' ') choose(current)
    else if (event.key === 'Escape' && popup) {
      // The popup closes, not the modal around it.
      event.stopPropagation()
      close()
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      findTyped(event.key, event.timeStamp)
    } else return
    event.preventDefault()
  }

  const shown = options[chosenIndex]
  const rows = open && (
    <ul
      ref={list}
      id={listId}
      role="listbox"
      className="p-listbox"
      tabIndex={0}
      aria-labelledby={labelId}
      aria-activedescendant={options.length ? optionId(current) : undefined}
      onKeyDown={onKeyDown}
      // A popup closes when the focus goes elsewhere, unless to its button (which toggles it).
      onBlur={popup ? (event) => event.relatedTarget !== button.current && setOpen(false) : undefined}
    >
      {options.map((option, index) => (
        <li
          key={option.id}
          id={optionId(index)}
          role="option"
          aria-selected={option.id === chosen}
          className={index === current ? 'p-option p-option-active' : 'p-option'}
          onClick={() => choose(index)}
        >
          <OptionRow option={option} />
        </li>
      ))}
    </ul>
  )
  return (
    <div className="p-field">
      <style>{listboxStyles}</style>
      <span id={labelId} className="p-label">
        {label}
      </span>
      {popup && (
        <button
          ref={button}
          id={buttonId}
          type="button"
          className="p-option p-listbox-button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={`${labelId} ${buttonId}`}
          onClick={() => (open ? close() : openList())}
          onKeyDown={(event) => {
            if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
            event.preventDefault()
            openList()
          }}
        >
          {shown ? <OptionRow option={shown} /> : <span className="p-option-name">{placeholder ?? ''}</span>}
          <Icon name="chevronDown" />
        </button>
      )}
      {rows}
    </div>
  )
}

/** A row's content: names cut with an ellipsis (the whole in its title), so every row is one height. */
export function OptionRow({ option }: { option: ListboxOption }) {
  return (
    <>
      {option.icon}
      <span className="p-option-text">
        <span className="p-option-name" title={option.label}>
          {option.label}
        </span>
        {/* The spaces keep the parts apart in the row's accessible name. */}
        {option.detail && ' '}
        {option.detail && (
          <span className="p-option-detail" title={option.detail}>
            {option.detail}
          </span>
        )}
      </span>
      {option.value && ' '}
      {option.value && <span className="p-option-value">{option.value}</span>}
    </>
  )
}
