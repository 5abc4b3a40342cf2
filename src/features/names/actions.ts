// What the visitor does on RegisterAccountName: plain actions; the flow that answers them comes
// with the api.
import { createAction } from '@reduxjs/toolkit'

/** The label typed (without the zone); availability is asked once typing pauses. */
export const nameTyped = createAction<{ label: string }>('portico/nameTyped')
/** Register the available name typed. */
export const nameRegisterRequested = createAction('portico/nameRegisterRequested')
