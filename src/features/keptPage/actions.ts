import { createAction } from '../../store/toolkit'

/**
 * The page was hidden (`visibilitychange`), or set aside in the back-forward cache (`pagehide`,
 * persisted): the last moments a phone gives a tab before it may discard it. The page keeps
 * itself (keptPageFlow).
 */
export const pageHidden = createAction('portico/pageHidden')
/**
 * The page ends (`pagehide`, not persisted: reloaded, left for another, closed): what it kept is
 * forgotten, and the next load is a fresh page.
 */
export const pageLeft = createAction('portico/pageLeft')
