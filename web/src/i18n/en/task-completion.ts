export const taskCompletion = {
  title: 'Completed',
  by: 'By',
  at: 'When',
  nobody: 'Not known',
  note: 'Note',
  noNote: 'No note was written.',
  photos: (count: number) => (count === 1 ? 'Photo' : `Photos (${count})`),
  byName: (name: string) => `by ${name}`,
  withNote: 'Note',
  photoCount: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
  /** Photos given with the task when it was made (a defect's), apart from the completion photos. */
  referenceTitle: 'Photos with the task',
  referenceCount: (count: number) => (count === 1 ? '1 photo with the task' : `${count} photos with the task`),
};
