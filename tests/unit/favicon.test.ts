// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderFaviconIco } from '../../site/build/favicon';

const ico = renderFaviconIco();
const size = 32;
const directoryEnd = 6 + 16;

/** RGBA of the pixel at (x, y), y counted from the top (ICO bitmaps are stored bottom-up, BGRA). */
function pixelAt(x: number, y: number): [number, number, number, number] {
  const imageOffset = ico.readUInt32LE(18);
  const pixelsStart = imageOffset + ico.readUInt32LE(imageOffset);
  const row = size - 1 - y;
  const at = pixelsStart + (row * size + x) * 4;
  return [ico[at + 2]!, ico[at + 1]!, ico[at]!, ico[at + 3]!];
}

function allPixels(): Array<[number, number, number, number]> {
  const pixels: Array<[number, number, number, number]> = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) pixels.push(pixelAt(x, y));
  return pixels;
}

const isAmber = ([r, g, b, a]: number[]) => a === 255 && r! > 200 && g! > 120 && g! < 190 && b! < 70;
const isSlate = ([r, g, b, a]: number[]) => a === 255 && r! < 40 && g! < 50 && b! < 70;

describe('renderFaviconIco', () => {
  it('writes an ICO header with one 32×32 32-bit image', () => {
    expect(ico.readUInt16LE(0)).toBe(0); // reserved
    expect(ico.readUInt16LE(2)).toBe(1); // type: icon
    expect(ico.readUInt16LE(4)).toBe(1); // image count
    expect(ico.readUInt8(6)).toBe(32); // width
    expect(ico.readUInt8(7)).toBe(32); // height
    expect(ico.readUInt8(8)).toBe(0); // palette size: none
    expect(ico.readUInt8(9)).toBe(0); // reserved
    expect(ico.readUInt16LE(10)).toBe(1); // colour planes
    expect(ico.readUInt16LE(12)).toBe(32); // bits per pixel
  });

  it('gives a size and offset that fit the buffer exactly', () => {
    const bytesInImage = ico.readUInt32LE(14);
    const imageOffset = ico.readUInt32LE(18);
    expect(imageOffset).toBe(directoryEnd);
    expect(imageOffset + bytesInImage).toBe(ico.length);
  });

  it('stores a BITMAPINFOHEADER of double height (colour + mask) and 32 bpp, uncompressed', () => {
    const at = ico.readUInt32LE(18);
    expect(ico.readUInt32LE(at)).toBe(40);
    expect(ico.readInt32LE(at + 4)).toBe(32);
    expect(ico.readInt32LE(at + 8)).toBe(64);
    expect(ico.readUInt16LE(at + 12)).toBe(1);
    expect(ico.readUInt16LE(at + 14)).toBe(32);
    expect(ico.readUInt32LE(at + 16)).toBe(0);
    const pixelBytes = size * size * 4;
    const maskBytes = size * 4;
    expect(ico.readUInt32LE(at + 20)).toBe(pixelBytes + maskBytes);
    expect(ico.length).toBe(directoryEnd + 40 + pixelBytes + maskBytes);
    expect([...ico.subarray(ico.length - maskBytes)].every((byte) => byte === 0)).toBe(true);
  });

  it('leaves the four corners transparent (rounded background)', () => {
    for (const [x, y] of [
      [0, 0],
      [31, 0],
      [0, 31],
      [31, 31],
    ] as const) {
      expect(pixelAt(x, y)[3], `corner ${x},${y}`).toBe(0);
    }
  });

  it('draws an amber shield in the middle on an opaque slate background', () => {
    expect(isAmber(pixelAt(16, 16)), String(pixelAt(16, 16))).toBe(true);
    const pixels = allPixels();
    expect(pixels.filter(isAmber).length).toBeGreaterThan(100);
    expect(pixels.filter(isSlate).length).toBeGreaterThan(100);
    // The edge centres are inside the rounded square but outside the shield.
    expect(isSlate(pixelAt(16, 0)), String(pixelAt(16, 0))).toBe(true);
    expect(isSlate(pixelAt(0, 16)), String(pixelAt(0, 16))).toBe(true);
  });

  it('is left-right symmetric and deterministic', () => {
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size / 2; x++) expect(pixelAt(x, y)).toEqual(pixelAt(size - 1 - x, y));
    }
    expect(renderFaviconIco().equals(ico)).toBe(true);
  });
});
