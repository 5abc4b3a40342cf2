// @vitest-environment jsdom
// A button that cannot be used for now (a step under way, a cooldown) keeps the focus: a
// `disabled` button the visitor just pressed drops the focus out of the dialog, and Escape no
// longer closes it. It says it is disabled, and a click or a form's submit does nothing.
import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../../src/views/components/Button'

describe('an unavailable button', () => {
  it('keeps the focus, is announced disabled, and neither clicks nor submits', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    const { getByRole, rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" onClick={onClick}>
          Continue
        </Button>
      </form>,
    )
    const button = getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    button.focus()
    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" onClick={onClick} unavailable>
          Continue
        </Button>
      </form>,
    )
    expect(document.activeElement).toBe(button)
    expect(button.disabled).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()

    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" onClick={onClick}>
          Continue
        </Button>
      </form>,
    )
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})
