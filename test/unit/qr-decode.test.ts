import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// Checkpoint QR codes as the phone reads them when the browser has no BarcodeDetector:
// zxing-wasm (zxing-cpp in WebAssembly) decoding images made with qrcode, the library
// that prints the checkpoint sheet. No camera: the images are generated here.

const token = 'cp_7Hq2xVb9LmN4tR8sK3wZ1yP6';

async function qrPng(text: string, scale = 6): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, scale, type: 'png' });
}

async function decode(png: Buffer): Promise<string[]> {
  const results = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], tryHarder: true, tryRotate: true });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

describe('QR decoding with zxing-wasm', () => {
  beforeAll(async () => {
    const require = createRequire(import.meta.url);
    const wasmBinary = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    await prepareZXingModule({ overrides: { wasmBinary: wasmBinary.buffer }, fireImmediately: true });
  });

  it('reads a checkpoint token as printed', async () => {
    expect(await decode(await qrPng(token))).toEqual([token]);
  });

  it('reads it rotated, scaled down and on a larger grey background', async () => {
    const rotated = await sharp(await qrPng(token, 10))
      .rotate(33, { background: '#ffffff' })
      .resize({ width: 260 })
      .extend({ top: 120, bottom: 60, left: 90, right: 150, background: '#d8d8d8' })
      .png()
      .toBuffer();
    expect(await decode(rotated)).toEqual([token]);
  });

  it('reads it upside down and blurred a little', async () => {
    const turned = await sharp(await qrPng(token, 8))
      .rotate(180)
      .blur(1.2)
      .png()
      .toBuffer();
    expect(await decode(turned)).toEqual([token]);
  });

  it('finds nothing in an image without a code', async () => {
    const blank = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(await decode(blank)).toEqual([]);
  });
});
