// The stories' viewports (preview.tsx offers them in Storybook's toolbar; the story tests size
// the page by a story's globals), and the globals a story sets to open at phone width.

export const viewportOptions = {
  mobile360: { name: 'Mobile (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1200 px)', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
} as const

/** A story at phone width: `globals: phoneWidth`. */
export const phoneWidth = { viewport: { value: 'mobile360' satisfies keyof typeof viewportOptions, isRotated: false } }
