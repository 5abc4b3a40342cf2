import { createAction } from '@reduxjs/toolkit'

/** "Copy link": the clipboard flow writes `text` and says how it went (snackbar); `what` names it there. */
export const linkCopyRequested = createAction<{ text: string; what?: 'link' | 'address' }>('portico/linkCopyRequested')
