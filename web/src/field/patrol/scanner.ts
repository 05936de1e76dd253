// Reading a checkpoint's QR code from a camera frame: the browser's own BarcodeDetector where
// it has one, otherwise zxing-wasm (zxing-cpp in WebAssembly), its .wasm served from our origin.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

let native: BarcodeDetectorLike | null | undefined;

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  if (native !== undefined) return native;
  const Detector = (
    window as unknown as { BarcodeDetector?: BarcodeDetectorClass & { getSupportedFormats?: () => Promise<string[]> } }
  ).BarcodeDetector;
  try {
    const formats = Detector ? ((await Detector.getSupportedFormats?.()) ?? []) : [];
    native = Detector && formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    native = null;
  }
  return native;
}

let zxingReady: Promise<typeof import('zxing-wasm/reader')> | undefined;

function zxing() {
  zxingReady ??= import('zxing-wasm/reader').then((module) => {
    void module.prepareZXingModule({ overrides: { locateFile: () => wasmUrl }, fireImmediately: true });
    return module;
  });
  return zxingReady;
}

/** The text of the first QR code in the video's current frame, or null. */
export async function readQr(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  if (video.videoWidth === 0) return null;
  const detector = await nativeDetector();
  if (detector) {
    const [found] = await detector.detect(video);
    return found?.rawValue ?? null;
  }
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const { readBarcodes } = await zxing();
  const [found] = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true });
  return found?.isValid ? found.text : null;
}

interface NdefReaderLike {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  addEventListener(type: 'reading', listener: (event: { serialNumber: string }) => void): void;
}

/** Whether the browser reads NFC tags (Web NFC). */
export function hasNfc(): boolean {
  return 'NDEFReader' in window;
}

/** Reads one NFC tag's serial number; rejects when NFC is off or not allowed. */
export async function readNfcTag(signal: AbortSignal): Promise<string> {
  const Reader = (window as unknown as { NDEFReader: new () => NdefReaderLike }).NDEFReader;
  const reader = new Reader();
  await reader.scan({ signal });
  return new Promise((resolve) => {
    reader.addEventListener('reading', (event) => resolve(event.serialNumber));
  });
}
