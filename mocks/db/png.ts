// A minimal PNG encoder: truecolour 8-bit, no filtering, zlib "stored" (uncompressed)
// deflate blocks. Plain TypeScript over Uint8Array, so the same bytes come out in Node and
// in the browser (no node:zlib, no Buffer). Mock images are tiny, so compression is moot.

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const crcTable = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 as PNG chunks use it (ISO 3309), over a chunk's type and data. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** Adler-32, the checksum that ends a zlib stream. */
export function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array(4 + data.length)
  for (let i = 0; i < 4; i++) typed[i] = type.charCodeAt(i)
  typed.set(data, 4)
  return [...u32(data.length), ...typed, ...u32(crc32(typed))]
}

/** zlib wrapper around "stored" deflate blocks (at most 65535 bytes each). */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01]
  for (let offset = 0; offset === 0 || offset < raw.length; offset += 0xffff) {
    const block = raw.subarray(offset, offset + 0xffff)
    const last = offset + 0xffff >= raw.length ? 1 : 0
    out.push(last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff)
    for (const byte of block) out.push(byte)
  }
  out.push(...u32(adler32(raw)))
  return new Uint8Array(out)
}

/** Encodes `rgb` (width × height × 3 bytes, row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: pixel data does not match the size')
  // Each scanline starts with its filter type; 0 = none.
  const raw = new Uint8Array(height * (1 + width * 3))
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1)
  // Bit depth 8, colour type 2 (truecolour), deflate, adaptive filtering, no interlace.
  const ihdr = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0])
  return new Uint8Array([
    ...signature,
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ])
}
