import type { Messages } from '../en/index.ts';

export const photos: Messages['photos'] = {
  takePhoto: 'Foto aufnehmen',
  chooseFromGallery: 'Aus Galerie wählen',
  preparing: 'Foto wird vorbereitet …',
  photo: (n: number) => `Foto ${n}`,
  remove: (n: number) => `Foto ${n} entfernen`,
  none: 'Noch kein Foto.',
  unreadable:
    'Diese Datei ist kein Bild, das das Telefon lesen kann. Wählen Sie ein Foto (JPEG, PNG oder WebP) oder nehmen Sie ein neues auf.',
  tooLarge:
    'Dieses Foto ist größer als 15 MB. Nehmen Sie es mit geringerer Auflösung auf oder wählen Sie ein kleineres.',
  missing: 'Das Foto ist nicht mehr auf diesem Telefon. Bitte fügen Sie es erneut hinzu.',
  notKept: 'Das Foto konnte nicht auf diesem Telefon gespeichert werden: Der Speicher ist vielleicht voll.',
};
