// Small PNG pictures for the demo, drawn in code so it needs no binary assets, and the
// seeded random numbers that make every demo tenant look the same.
import { deflateSync, crc32 } from 'node:zlib';

type Rgb = readonly [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes an 8-bit RGB image as PNG: signature, IHDR, one deflated IDAT, IEND. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter type: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const at = y * stride + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const WIDTH = 160;
const HEIGHT = 120;

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return [
    Math.round(a[0] + (b[0] - a[0]) * k),
    Math.round(a[1] + (b[1] - a[1]) * k),
    Math.round(a[2] + (b[2] - a[2]) * k),
  ];
}

export type Random = () => number;

/** mulberry32: a tiny seeded generator, so every demo tenant looks the same. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A freshly cleaned tiled floor: a checkerboard with a soft sheen. */
export function floorTilesPicture(random: Random): Buffer {
  const tile = between(random, 14, 24);
  const light = pick<Rgb>(random, [
    [236, 236, 228],
    [226, 234, 240],
    [240, 232, 220],
  ]);
  const dark = pick<Rgb>(random, [
    [70, 110, 160],
    [150, 80, 60],
    [90, 90, 96],
  ]);
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    const base = (Math.floor(x / tile) + Math.floor(y / tile)) % 2 === 0 ? light : dark;
    const grout = x % tile === 0 || y % tile === 0;
    const sheen = Math.max(0, 1 - Math.abs(x - y - 20) / 30) * 0.35;
    return mix(grout ? [180, 180, 176] : base, [255, 255, 255], sheen);
  });
}

/** A night patrol: dark sky, the moon, a building with a few lit windows. */
export function nightBuildingPicture(random: Random): Buffer {
  const moonX = between(random, 20, 140);
  const moonY = between(random, 14, 30);
  const roof = between(random, 40, 60);
  const lit = new Set<number>();
  for (let i = 0; i < 7; i++) lit.add(between(random, 0, 39));
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    if ((x - moonX) ** 2 + (y - moonY) ** 2 < 81) return [246, 232, 150];
    const inBuilding = x >= 24 && x < 136 && y >= roof;
    if (inBuilding) {
      const column = Math.floor((x - 24) / 14);
      const row = Math.floor((y - roof) / 14);
      const inWindow = (x - 24) % 14 >= 4 && (x - 24) % 14 < 10 && (y - roof) % 14 >= 4 && (y - roof) % 14 < 10;
      if (inWindow) return lit.has((row * 8 + column) % 40) ? [250, 210, 90] : [38, 44, 60];
      return [28, 30, 40];
    }
    return mix([16, 24, 64], [4, 6, 20], y / HEIGHT);
  });
}

/** A defect: a crack across a plastered wall, circled in red. */
export function crackedWallPicture(random: Random): Buffer {
  const wall = pick<Rgb>(random, [
    [222, 210, 188],
    [210, 214, 206],
    [232, 222, 200],
  ]);
  const start = between(random, 35, 65);
  const amplitude = between(random, 6, 14);
  const crackAt = (x: number) => start + (x - 20) * 0.25 + Math.sin(x / 6) * amplitude * 0.4 + Math.sin(x * 1.7) * 1.2;
  const cx = WIDTH / 2;
  const cy = crackAt(cx);
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    const onCrack = x > 40 && x < 120 && Math.abs(y - crackAt(x)) < 1.6;
    const ring = Math.abs(Math.hypot(x - cx, (y - cy) * 1.6) - 50);
    if (ring < 2) return [210, 30, 30];
    if (onCrack) return [60, 50, 44];
    const grain = ((x * 31 + y * 17) % 13) - 6;
    return [wall[0] + grain, wall[1] + grain, wall[2] + grain];
  });
}

/** A playground: sky, grass, a red slide and a yellow sandpit. */
export function playgroundPicture(random: Random): Buffer {
  const slideX = between(random, 20, 70);
  const sun = between(random, 110, 145);
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    if ((x - sun) ** 2 + (y - 18) ** 2 < 100) return [252, 220, 80];
    if (y < 78) {
      const ladder = x >= slideX && x < slideX + 4 && y > 30;
      const slide = y > 30 && x >= slideX + 4 && x < slideX + 60 && Math.abs(y - (30 + (x - slideX - 4) * 0.8)) < 3;
      if (ladder) return [120, 120, 130];
      if (slide) return [214, 48, 40];
      return mix([120, 180, 235], [200, 228, 250], y / 78);
    }
    const sandpit = x > 96 && x < 150 && y > 90 && y < 112;
    if (sandpit) return [236, 212, 140];
    return [76 + ((x + y) % 7) * 3, 150, 64];
  });
}

/** A handwritten-looking signature in blue ink above a grey line. */
export function signaturePicture(random: Random): Buffer {
  const phase = random() * Math.PI * 2;
  const loops = 3 + random() * 3;
  const ink: Rgb = [24, 40, 120];
  const points: [number, number][] = [];
  for (let t = 0; t <= 1; t += 0.002) {
    const x = 14 + t * 132;
    const y = 62 + Math.sin(t * Math.PI * 2 * loops + phase) * 18 * (1 - t * 0.5) + Math.sin(t * 40) * 4;
    points.push([x, y]);
  }
  const ink2 = new Set<number>();
  for (const [px, py] of points) {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) ink2.add(Math.round(py + dy) * WIDTH + Math.round(px + dx));
    }
  }
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    if (ink2.has(y * WIDTH + x)) return ink;
    if (y === 92 && x > 10 && x < 150) return [170, 170, 170];
    return [252, 252, 250];
  });
}
