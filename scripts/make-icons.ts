// Writes the app icons public/icons/icon-192.png and icon-512.png: the favicon's pattern (a dark
// square with a light checker of five squares) as plain PNG, with Node's own zlib. Run once:
//   npx node scripts/make-icons.ts
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const DARK = [0x1d, 0x35, 0x57];
const LIGHT = [0xf1, 0xfa, 0xee];
/** Top-left corners of the light 2×2 squares on the 8×8 field (as public/favicon.svg; y downwards). */
const LIGHT_CELLS = new Set(['1,1', '3,3', '5,1', '1,5', '5,5']);

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function icon(size: number): Buffer {
  const unit = size / 8;
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const ux = Math.floor(x / unit);
      const uy = Math.floor(y / unit);
      const on = [...LIGHT_CELLS].some((cell) => {
        const [cx, cy] = cell.split(',').map(Number);
        return ux >= cx && ux < cx + 2 && uy >= cy && uy < cy + 2;
      });
      const [r, g, b] = on ? LIGHT : DARK;
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = new URL('../public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const size of [192, 512]) writeFileSync(new URL(`icon-${size}.png`, dir), icon(size));
