'use client'
// One choice among a few, all in sight (Send's token), drawn as the rows of the modal's other
// lists (Listbox's OptionRow and its CSS) instead of the browser's own radio buttons. The WAI-ARIA
// radio group pattern: one tab stop (the chosen row, else the first); the arrow keys move the
// focus round the group and choose as they go; Space or a click chooses.
import { useId, useRef, type KeyboardEvent } from 'react'
import { OptionRow, type ListboxOption } from './Listbox'
import { listboxStyles } from './listboxStyles'

/** Down and Right go to the next row, Up and Left to the one before; the last goes round to the first. */
const steps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }

export function RadioGroup({
  label,
  options,
  chosen,
  onChoose,
}: {
  /** The group's visible label. */
  label: string
  options: readonly ListboxOption[]
  chosen: string | undefined
  onChoose: (id: string) => void
}) {
  const id = useId()
  const rows = useRef<(HTMLDivElement | null)[]>([])
  const tabStop = Math.max(
    0,
    options.findIndex((option) => option.id === chosen),
  )
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = steps[event.key]
    if (event.key === ' ') onChoose(options[index]!.id)
    else if (step) {
      const next = (index + step + options.length) % options.length
      onChoose(options[next]!.id)
      rows.current[next]?.focus()
    } else return
    event.preventDefault()
  }
  return (
    <div className="p-field">
      <style>{listboxStyles}</style>
      <span id={`${id}-label`} className="p-label">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="p-radiogroup">
        {options.map((option, index) => (
          <div
            key={option.id}
            ref={(node) => void (rows.current[index] = node)}
            role="radio"
            aria-checked={option.id === chosen}
            tabIndex={index === tabStop ? 0 : -1}
            className="p-option"
            onClick={() => onChoose(option.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <OptionRow option={option} />
          </div>
        ))}
      </div>
    </div>
  )
}
