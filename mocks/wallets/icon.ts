// The demo wallet's icon, as a data: URI because announced icons that are not inline images
// are refused (src/connectors/eip6963.ts).
const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#3b5bdb"/>' +
  '<path d="M28 30h26a14 14 0 0 1 0 28H40v10H28z" fill="#fff"/><circle cx="53" cy="44" r="6" fill="#3b5bdb"/></svg>'
export const demoWalletIcon = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`
