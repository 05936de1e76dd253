/** A browser and the system it runs on, in plain words, as read from a User-Agent header. */
export interface DeviceDescription {
  /** `Chrome`, `Safari`, `Firefox`, …; null when unknown. */
  browser: string | null;
  /** `Android`, `iPhone`, `Windows`, …; null when unknown. */
  system: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also call themselves Chrome and Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Reads the browser and system from a User-Agent header; what it does not recognise is null. */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  const agent = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
  };
}
