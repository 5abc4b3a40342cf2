// Section 9's swap numbers, where the flow and the view both read them.

/** The default debounce: a quote is asked this long after the form's last change. */
export const swapQuoteDebounceMs = 500
/** The swap slippage tolerance, in percent. */
export const swapSlippagePercent = 1
