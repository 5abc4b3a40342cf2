'use client'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Icon } from './Icon'
import type { IconName } from './icons'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary'
  icon?: IconName
  children: ReactNode
  /**
   * Not usable for now (a step under way, a cooldown) yet keeping the focus: a `disabled` button
   * the visitor just pressed drops the focus out of the dialog, and Escape no longer closes it.
   * Announced as disabled; a click (or a form's submit) does nothing.
   */
  unavailable?: boolean
}

export function Button({
  variant = 'secondary',
  icon,
  className,
  children,
  type = 'button',
  unavailable,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={['p-button', `p-button-${variant}`, className].filter(Boolean).join(' ')}
      aria-disabled={unavailable || undefined}
      onClick={(event) => (unavailable ? event.preventDefault() : onClick?.(event))}
      {...rest}
    >
      {icon && <Icon name={icon} />}
      {children}
    </button>
  )
}
