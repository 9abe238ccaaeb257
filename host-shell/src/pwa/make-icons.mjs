// Generates the PWA icons (public/static/icons) with node built-ins only:
//   node host-shell/src/pwa/make-icons.mjs
// icon-<n>.png: the brand colour (#f36b6b) rounded square with a white seven-segment "S";
// badge-48.png: the white "S" on transparent (badges are used as an alpha mask).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/static/icons');
const BRAND = [0xf3, 0x6b, 0x6b];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, pixel) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5, size);
      const i = y * (size * 4 + 1) + 1 + x * 4;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
      raw[i + 3] = a;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Seven-segment "S" in unit coordinates (0..1) of the glyph box. */
function inS(u, v) {
  const t = 0.2; // stroke
  const inRect = (x0, y0, x1, y1) => u >= x0 && u <= x1 && v >= y0 && v <= y1;
  return (
    inRect(0, 0, 1, t) || // top
    inRect(0, 0, t, 0.5 + t / 2) || // upper left
    inRect(0, 0.5 - t / 2, 1, 0.5 + t / 2) || // middle
    inRect(1 - t, 0.5 - t / 2, 1, 1) || // lower right
    inRect(0, 1 - t, 1, 1) // bottom
  );
}
function glyph(x, y, size, box) {
  const x0 = (size - box * 0.72) / 2;
  const y0 = (size - box) / 2;
  return inS((x - x0) / (box * 0.72), (y - y0) / box);
}
function inRounded(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

mkdirSync(out, { recursive: true });
for (const size of [128, 192, 512]) {
  const file = path.join(out, `icon-${size}.png`);
  writeFileSync(
    file,
    png(size, (x, y, s) => {
      if (!inRounded(x, y, s, s * 0.2)) return [0, 0, 0, 0];
      return glyph(x, y, s, s * 0.5) ? [255, 255, 255, 255] : [...BRAND, 255];
    }),
  );
  console.log('wrote', file);
}
writeFileSync(
  path.join(out, 'badge-48.png'),
  png(48, (x, y, s) => (glyph(x, y, s, s * 0.7) ? [255, 255, 255, 255] : [0, 0, 0, 0])),
);
console.log('wrote', path.join(out, 'badge-48.png'));
