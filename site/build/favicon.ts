/**
 * Draws the guild's favicon (an amber shield on slate) and encodes it as a real `.ico` file: one 32×32
 * 32-bit image, no external tool needed at build time.
 */
const size = 32;
const samples = 4; // 4×4 supersampling per pixel for smooth edges

type Rgba = [number, number, number, number];
const slate: Rgba = [15, 23, 42, 255];
const amber: Rgba = [245, 158, 11, 255];

/** Inside the shield of the `shield` icon (24×24 units). */
function insideShield(x: number, y: number): boolean {
  const dx = Math.abs(x - 12);
  if (y < 3 || y > 21 || dx > 7) return false;
  if (y < 6) return y >= 3 + (dx / 7) * 3;
  if (y <= 11) return true;
  return dx <= 7 * Math.sqrt(1 - ((y - 11) / 10) ** 2);
}

/** Inside the rounded square background (radius 7 units). */
function insideBackground(x: number, y: number): boolean {
  const radius = 7;
  const cx = Math.min(Math.max(x, radius), 24 - radius);
  const cy = Math.min(Math.max(y, radius), 24 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function pixel(px: number, py: number): Rgba {
  let background = 0;
  let shield = 0;
  for (let sy = 0; sy < samples; sy++) {
    for (let sx = 0; sx < samples; sx++) {
      const x = ((px + (sx + 0.5) / samples) / size) * 24;
      const y = ((py + (sy + 0.5) / samples) / size) * 24;
      if (insideBackground(x, y)) background++;
      // Shrink the shield a little so it sits centred with some air around it.
      if (insideShield(12 + (x - 12) * 1.2, 12 + (y - 12.5) * 1.2)) shield++;
    }
  }
  const total = samples * samples;
  const mix = shield / total;
  const colour = slate.map((channel, index) => Math.round(channel * (1 - mix) + amber[index]! * mix)) as Rgba;
  colour[3] = Math.round((background / total) * 255);
  return colour;
}

export function renderFaviconIco(): Buffer {
  const pixelBytes = size * size * 4;
  const maskBytes = size * 4; // 1 bit per pixel, rows padded to 32 bits; all zero: alpha decides
  const header = Buffer.alloc(6 + 16 + 40);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(40 + pixelBytes + maskBytes, 14);
  header.writeUInt32LE(22, 18); // image offset
  header.writeUInt32LE(40, 22); // BITMAPINFOHEADER size
  header.writeInt32LE(size, 26);
  header.writeInt32LE(size * 2, 30); // colour image + mask
  header.writeUInt16LE(1, 34);
  header.writeUInt16LE(32, 36);
  header.writeUInt32LE(pixelBytes + maskBytes, 42);
  const pixels = Buffer.alloc(pixelBytes);
  for (let row = 0; row < size; row++) {
    const y = size - 1 - row; // bitmaps are stored bottom-up
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      pixels.set([b, g, r, a], (row * size + x) * 4);
    }
  }
  return Buffer.concat([header, pixels, Buffer.alloc(maskBytes)]);
}
