'use client'
// A token chosen as a wallet chooses one (as AppKit's and RainbowKit's pickers do): a button with
// the token in use opens a search with its label and the tokens as a listbox, each with its
// balance; nothing found is said. A choice or Escape closes it and gives the focus back to the
// button, so the form below stays in reach.
import { useId, useRef, type KeyboardEvent } from 'react'
import { useT } from '../../i18n'
import { useViewState } from '../hooks/useViewState'
import { FallbackImage } from './FallbackImage'
import { Icon } from './Icon'
import { Listbox, OptionRow, type ListboxOption } from './Listbox'
import { listboxStyles } from './listboxStyles'
import { TextInput } from './TextInput'

export interface TokenChoice {
  id: string
  symbol: string
  name: string
  logoUri?: string | null
  /** What the account holds, as shown. */
  balance?: string
}

const blank = <span className="p-option-icon p-option-icon-empty" aria-hidden="true" />

/** A token as a row of a list: symbol, name, balance and logo (a blank where there is none). */
export const tokenOption = (token: TokenChoice): ListboxOption => ({
  id: token.id,
  label: token.symbol,
  detail: token.name,
  value: token.balance,
  icon: token.logoUri ? <FallbackImage className="p-option-icon" src={token.logoUri} alt="" fallback={blank} /> : blank,
})

export function TokenPicker({
  label,
  tokens,
  chosen,
  search,
  onSearch,
  onChoose,
  stateKey,
}: {
  label: string
  /** The tokens to show for the search, in their order. */
  tokens: readonly TokenChoice[]
  chosen?: TokenChoice
  search: string
  onSearch: (search: string) => void
  onChoose: (id: string) => void
  /** Where the open state outlives the view (useViewState). */
  stateKey: string
}) {
  const t = useT()
  const id = useId()
  const [open, setOpen] = useViewState(stateKey, false)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return
    // The picker closes, not the modal around it.
    event.stopPropagation()
    close()
  }
  return (
    <div className="p-field" role="group" aria-labelledby={`${id}-label`} onKeyDown={onKeyDown}>
      <style>{listboxStyles}</style>
      <span id={`${id}-label`} className="p-label">
        {label}
      </span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="p-option p-listbox-button"
        aria-expanded={open}
        aria-controls={open ? `${id}-picker` : undefined}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {chosen ? (
          <OptionRow option={tokenOption(chosen)} />
        ) : (
          <span className="p-option-name">{t('swap.chooseToken')}</span>
        )}
        <Icon name="chevronDown" />
      </button>
      {open && (
        <div id={`${id}-picker`} className="p-stack p-token-picker">
          {/* Opened to find a token: the search takes the focus, as the peers' pickers do. */}
          <TextInput
            autoFocus
            type="search"
            label={t('swap.search')}
            autoComplete="off"
            value={search}
            onChange={onSearch}
          />
          <p className={tokens.length === 0 ? 'p-muted' : 'p-visually-hidden'} role="status">
            {tokens.length === 0 ? t('swap.noTokens') : ''}
          </p>
          {tokens.length > 0 && (
            <Listbox
              label={t('swap.tokens')}
              options={tokens.map(tokenOption)}
              chosen={chosen?.id}
              onChoose={(token) => {
                onChoose(token)
                close()
              }}
            />
          )}
        </div>
      )}
    </div>
  )
}
