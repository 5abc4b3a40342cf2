// Small pieces every resolver file uses: refusals in the real API's shape, the project id
// the client adds to the URL, and the history cursor.

type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 503

/**
 * A refusal in the server's error body (`ErrorResponse`, src/error.rs): always one reason, with
 * the field it concerns ("" when none) and the description the client shows (section 8).
 */
export function refuse<S extends RefusalStatus>(status: S, description: string, field = '') {
  return { status, json: errorBody(description, field) }
}

/** The server's error body (src/error.rs): one reason, its field and description. */
export const errorBody = (description: string, field = '') => ({ status: 'FAILED', reasons: [{ field, description }] })

/** The project id the client adds to every call (not part of an entry's query schema). */
export function projectIdOf(request: Request): string | null {
  return new URL(request.url).searchParams.get('projectId')
}

/**
 * History cursors are opaque to the client, as the real API's are: base64url of the last
 * transaction id of the page. Decoding yields null for anything this mock did not issue.
 */
export function encodeCursor(transactionId: string): string {
  return btoa(`after:${transactionId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function decodeCursor(cursor: string): string | null {
  try {
    const text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))
    return text.startsWith('after:') ? text.slice('after:'.length) : null
  } catch {
    return null
  }
}
