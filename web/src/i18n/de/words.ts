// Small helpers the German texts share: counts with their noun, numbers in German.

export const plural = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;

export const num = (n: number): string => n.toLocaleString('de-DE');
