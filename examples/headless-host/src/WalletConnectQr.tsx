// The app's own WalletConnect QR code: the pairing URI of useWalletConnect, drawn with the
// `qrcode` package (fetched when there is a URI to draw, not with the page).
import { useWalletConnect } from 'portico/headless'
import { useEffect, useState } from 'react'

/** The QR code's dark modules as one SVG path, a unit square each. */
async function qrPath(uri: string): Promise<{ size: number; path: string }> {
  const { create } = await import('qrcode')
  const { size, data } = create(uri, { errorCorrectionLevel: 'M' }).modules
  let path = ''
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++) if (data[row * size + column]) path += `M${column} ${row}h1v1h-1z`
  return { size, path }
}

function QrCode({ uri }: { uri: string }) {
  const [drawn, setDrawn] = useState<{ uri: string; size: number; path: string }>()
  useEffect(() => {
    let current = true
    void qrPath(uri).then((code) => current && setDrawn({ uri, ...code }))
    return () => {
      current = false
    }
  }, [uri])
  if (drawn?.uri !== uri) return <p>Drawing the QR code…</p>
  const { size, path } = drawn
  return (
    <svg
      role="img"
      aria-label="WalletConnect QR code"
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      width={240}
      height={240}
    >
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}

export function WalletConnectQr() {
  const { status, uri, expired, error, wallet, retry, refresh } = useWalletConnect()
  if (status === 'idle') return null
  return (
    <section aria-labelledby="walletconnect-title">
      <h2 id="walletconnect-title">{wallet ? `Scan with ${wallet.name}` : 'Scan with your wallet'}</h2>
      {error ? (
        <p role="alert">
          {error}{' '}
          <button type="button" onClick={retry}>
            Try again
          </button>
        </p>
      ) : uri && !expired ? (
        <>
          <QrCode uri={uri} />
          <label>
            Pairing URI <input readOnly value={uri} />
          </label>
        </>
      ) : uri ? (
        <button type="button" onClick={refresh}>
          New QR code
        </button>
      ) : (
        <p>Preparing the QR code…</p>
      )}
    </section>
  )
}
