// The social providers' marks, drawn as our own small SVGs (shapes and colours that say which
// provider, not the providers' artwork). In the Connect and Socials chunks, not the first load.
const mark = (body: string) => `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${body}</svg>`

export const brandMarks: Record<string, string> = {
  google: mark(
    '<path d="M21 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h5.1a4.4 4.4 0 0 1-1.9 2.9v2.4h3.1c1.8-1.7 2.7-4.1 2.7-7z" fill="#4285F4"/>' +
      '<path d="M12 21.5c2.6 0 4.7-.9 6.3-2.3l-3.1-2.4c-.9.6-2 .9-3.2.9-2.5 0-4.6-1.7-5.3-3.9H3.5v2.5A9.5 9.5 0 0 0 12 21.5z" fill="#34A853"/>' +
      '<path d="M6.7 13.8a5.7 5.7 0 0 1 0-3.6V7.7H3.5a9.5 9.5 0 0 0 0 8.6z" fill="#FBBC05"/>' +
      '<path d="M12 6.3c1.4 0 2.7.5 3.7 1.4l2.7-2.7A9.5 9.5 0 0 0 3.5 7.7l3.2 2.5c.7-2.2 2.8-3.9 5.3-3.9z" fill="#EA4335"/>',
  ),
  x: mark('<path d="M4 4l16 16M20 4L4 20" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>'),
  discord: mark(
    '<rect x="2" y="4" width="20" height="16" rx="6" fill="#5865F2"/><circle cx="9" cy="12.5" r="1.8" fill="#fff"/><circle cx="15" cy="12.5" r="1.8" fill="#fff"/>',
  ),
  github: mark(
    '<circle cx="12" cy="12" r="10" fill="currentColor"/><path d="M8 17v-2.5c-1.5-.5-2.5-1.7-2.5-3.7 0-1 .4-1.9 1-2.5-.2-.7-.1-1.5.2-2.2 1 0 1.8.5 2.4 1a8 8 0 0 1 5.8 0c.6-.5 1.4-1 2.4-1 .3.7.4 1.5.2 2.2.6.6 1 1.5 1 2.5 0 2-1 3.2-2.5 3.7V17" fill="none" stroke="var(--portico-color-surface, #fff)" stroke-width="1.6" stroke-linecap="round"/>',
  ),
  apple: mark(
    '<path d="M16.5 12.7c0-2 1.6-2.9 1.7-3a3.7 3.7 0 0 0-2.9-1.6c-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7A3.9 3.9 0 0 0 6.4 10c-1.4 2.4-.4 6 1 8 .7 1 1.5 2 2.5 2s1.4-.6 2.6-.6 1.6.6 2.6.6 1.7-1 2.4-2a8 8 0 0 0 1.1-2.2c-.1 0-2.1-.8-2.1-3.1zM14.6 6.5c.5-.7.9-1.6.8-2.5-.8 0-1.8.5-2.3 1.2-.5.6-1 1.5-.8 2.4.9.1 1.8-.4 2.3-1.1z" fill="currentColor"/>',
  ),
  facebook: mark(
    '<circle cx="12" cy="12" r="10" fill="#1877F2"/><path d="M13.2 20v-6h2l.3-2.4h-2.3v-1.5c0-.7.2-1.2 1.2-1.2h1.2V6.8a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8h-2V14h2v6" fill="#fff"/>',
  ),
  farcaster: mark(
    '<rect x="2" y="2" width="20" height="20" rx="5" fill="#855DCD"/><path d="M7 7h10v10h-1.8v-4a3.2 3.2 0 0 0-6.4 0v4H7z" fill="#fff"/>',
  ),
}
