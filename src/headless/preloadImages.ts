// Asks the browser for pictures before their tiles exist (section 9's image batch), so the
// tiles find them in its cache. Nothing is kept: the browser's cache is the store for them.
export function preloadImages(urls: readonly string[]): void {
  if (typeof Image !== 'function') return
  for (const url of urls) new Image().src = url
}
