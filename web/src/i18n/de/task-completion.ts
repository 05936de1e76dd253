import type { Messages } from '../en/index.ts';

export const taskCompletion: Messages['taskCompletion'] = {
  title: 'Erledigt',
  by: 'Von',
  at: 'Wann',
  nobody: 'Nicht bekannt',
  note: 'Notiz',
  noNote: 'Es wurde keine Notiz geschrieben.',
  photos: (count: number) => (count === 1 ? 'Foto' : `Fotos (${count})`),
  byName: (name: string) => `von ${name}`,
  withNote: 'Notiz',
  photoCount: (count: number) => (count === 1 ? '1 Foto' : `${count} Fotos`),
  referenceTitle: 'Fotos zur Aufgabe',
  referenceCount: (count: number) => (count === 1 ? '1 Foto zur Aufgabe' : `${count} Fotos zur Aufgabe`),
};
