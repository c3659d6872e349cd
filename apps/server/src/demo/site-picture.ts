import { deflateSync } from 'node:zlib';

// A tiny PNG encoder, so the demo sites have pictures without shipping binary files.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/**
 * A skyline picture: a sky gradient between two colours and buildings of the given heights
 * (fractions of the image), as a PNG data URL.
 */
export function skylinePicture(
  sky: [Rgb, Rgb],
  building: Rgb,
  heights: number[],
  width = 240,
  height = 150,
) {
  const rows: Buffer[] = [];
  const columnWidth = width / heights.length;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const t = y / (height - 1);
    for (let x = 0; x < width; x++) {
      const top = height * (1 - (heights[Math.floor(x / columnWidth)] ?? 0));
      const inBuilding = y >= top;
      // Windows: a lighter dot every few pixels inside a building.
      const window = inBuilding && x % 8 >= 3 && x % 8 <= 4 && y % 10 >= 4 && y % 10 <= 6;
      const colour: Rgb = inBuilding
        ? window
          ? [250, 224, 140]
          : building
        : ([0, 1, 2].map((i) =>
            Math.round((sky[0][i] ?? 0) * (1 - t) + (sky[1][i] ?? 0) * t),
          ) as Rgb);
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
