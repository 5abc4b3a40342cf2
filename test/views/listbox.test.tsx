// @vitest-environment jsdom
// The listbox in place of native radios and selects: the WAI-ARIA listbox pattern, keyboard and
// screen reader complete (roles, the active row named by aria-activedescendant, the choice by
// aria-selected; arrows, Home, End, type-ahead move; Enter, Space, a click choose; a popup closes
// on a choice or Escape and gives the focus back to its button).
import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { Listbox, type ListboxOption } from '../../src/views/components/Listbox'

afterEach(cleanup)

const currencies: ListboxOption[] = [
  { id: 'USD', label: 'USD', detail: 'US dollar' },
  { id: 'EUR', label: 'EUR', detail: 'Euro' },
  { id: 'GBP', label: 'GBP', detail: 'Pound sterling' },
  { id: 'GEL', label: 'GEL', detail: 'Georgian lari' },
]

function Chooser({ popup, onChoose = () => {} }: { popup?: boolean; onChoose?: (id: string) => void }) {
  const [chosen, setChosen] = useState('USD')
  return (
    <Listbox
      label="Currency"
      popup={popup}
      options={currencies}
      chosen={chosen}
      onChoose={(id) => {
        setChosen(id)
        onChoose(id)
      }}
    />
  )
}

const active = (list: HTMLElement) => document.getElementById(list.getAttribute('aria-activedescendant')!)
/** A key pressed on `element`, at `at` ms of the page's clock when given (type-ahead reads it). */
function press(element: HTMLElement, key: string, at?: number) {
  const event = createEvent.keyDown(element, { key })
  if (at !== undefined) Object.defineProperty(event, 'timeStamp', { value: at })
  fireEvent(element, event)
}

describe('a listbox', () => {
  it('is a labelled listbox of options, the chosen one selected and active, one tab stop', () => {
    render(<Chooser />)
    const list = screen.getByRole('listbox', { name: 'Currency' })
    expect(list.tabIndex).toBe(0)
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false'])
    expect(active(list)).toBe(options[0])
    expect(options.every((o) => !o.hasAttribute('tabindex'))).toBe(true)
  })

  it('arrows move the active row without choosing, and stop at the ends; Home and End jump', () => {
    const onChoose = vi.fn()
    render(<Chooser onChoose={onChoose} />)
    const list = screen.getByRole('listbox')
    press(list, 'ArrowUp')
    expect(active(list)?.textContent).toContain('USD')
    press(list, 'ArrowDown')
    press(list, 'ArrowDown')
    expect(active(list)?.textContent).toContain('GBP')
    press(list, 'End')
    press(list, 'ArrowDown')
    expect(active(list)?.textContent).toContain('GEL')
    press(list, 'Home')
    expect(active(list)?.textContent).toContain('USD')
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('Enter and Space choose the active row; a click chooses its row', () => {
    const onChoose = vi.fn()
    render(<Chooser onChoose={onChoose} />)
    const list = screen.getByRole('listbox')
    press(list, 'ArrowDown')
    press(list, 'Enter')
    expect(onChoose).toHaveBeenLastCalledWith('EUR')
    expect(screen.getByRole('option', { selected: true })?.textContent).toContain('EUR')
    press(list, 'ArrowDown')
    press(list, ' ')
    expect(onChoose).toHaveBeenLastCalledWith('GBP')
    fireEvent.click(screen.getAllByRole('option')[3]!)
    expect(onChoose).toHaveBeenLastCalledWith('GEL')
  })

  it('type-ahead finds a row by its name: letters typed together make a word, one letter again goes on', () => {
    render(<Chooser />)
    const list = screen.getByRole('listbox')
    press(list, 'g', 1000)
    expect(active(list)?.textContent).toContain('GBP')
    press(list, 'g', 2000)
    expect(active(list)?.textContent).toContain('GEL')
    press(list, 'e', 3000)
    expect(active(list)?.textContent).toContain('EUR')
    press(list, 'g', 4000)
    press(list, 'e', 4100)
    expect(active(list)?.textContent).toContain('GEL')
  })

  it('Enter does not submit the form around it', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Chooser />
      </form>,
    )
    press(screen.getByRole('listbox'), 'Enter')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('cuts a long name with an ellipsis and keeps the whole in its title', () => {
    render(
      <Listbox
        label="Token"
        options={[{ id: 'x', label: 'A token with a very long name indeed', value: '1.000' }]}
        chosen={undefined}
        onChoose={() => {}}
      />,
    )
    const name = screen.getByText('A token with a very long name indeed')
    expect(name.className).toBe('p-option-name')
    expect(name.getAttribute('title')).toBe('A token with a very long name indeed')
  })
})

describe('a listbox as a popup (in place of a select)', () => {
  it('a button shows the choice and opens the list, which takes the focus on the chosen row', () => {
    render(<Chooser popup />)
    expect(screen.queryByRole('listbox')).toBeNull()
    const button = screen.getByRole('button', { name: /^Currency USD/ })
    expect(button.getAttribute('aria-haspopup')).toBe('listbox')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    const list = screen.getByRole('listbox', { name: 'Currency' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-controls')).toBe(list.id)
    expect(document.activeElement).toBe(list)
    expect(active(list)?.textContent).toContain('USD')
  })

  it('ArrowDown on the button opens it too', () => {
    render(<Chooser popup />)
    press(screen.getByRole('button'), 'ArrowDown')
    expect(screen.getByRole('listbox')).toBeTruthy()
  })

  it('a choice closes it and gives the focus back to the button, which shows the choice', () => {
    const onChoose = vi.fn()
    render(<Chooser popup onChoose={onChoose} />)
    fireEvent.click(screen.getByRole('button'))
    const list = screen.getByRole('listbox')
    press(list, 'End')
    press(list, 'Enter')
    expect(onChoose).toHaveBeenCalledWith('GEL')
    expect(screen.queryByRole('listbox')).toBeNull()
    const button = screen.getByRole('button', { name: /^Currency GEL/ })
    expect(document.activeElement).toBe(button)
  })

  it('Escape closes it without choosing, gives the focus back, and goes no further (the modal stays open)', () => {
    const onChoose = vi.fn()
    const outer = vi.fn()
    render(
      <div onKeyDown={outer}>
        <Chooser popup onChoose={onChoose} />
      </div>,
    )
    fireEvent.click(screen.getByRole('button'))
    const list = screen.getByRole('listbox')
    press(list, 'ArrowDown')
    press(list, 'Escape')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onChoose).not.toHaveBeenCalled()
    expect(outer.mock.calls.map(([event]) => (event as { key: string }).key)).not.toContain('Escape')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Currency USD/ }))
  })

  it('closes when the focus leaves it', () => {
    render(
      <>
        <Chooser popup />
        <button type="button">Elsewhere</button>
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: /^Currency/ }))
    fireEvent.blur(screen.getByRole('listbox'), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) })
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})

describe('a listbox in a view that re-renders', () => {
  // scrollIntoView scrolls every box around the row, the modal's body too: only when the visitor
  // moves through the rows, never because the view around it rendered again.
  it('keeps the page where it is when the view renders again; the keys bring the active row into sight', () => {
    const scrolled = vi.fn()
    // jsdom draws nothing and has no scrollIntoView: one that records its calls, for this test.
    Element.prototype.scrollIntoView = scrolled
    onTestFinished(() => void delete (Element.prototype as Partial<Element>).scrollIntoView)
    function View({ answers }: { answers: number }) {
      return (
        <>
          <p>{answers} answers</p>
          <Listbox label="Provider" options={currencies} chosen="GBP" onChoose={() => {}} />
        </>
      )
    }
    const { rerender } = render(<View answers={0} />)
    rerender(<View answers={1} />)
    rerender(<View answers={2} />)
    expect(scrolled).not.toHaveBeenCalled()
    press(screen.getByRole('listbox', { name: 'Provider' }), 'ArrowDown')
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled.mock.contexts[0]).toBe(screen.getAllByRole('option')[3])
  })
})
