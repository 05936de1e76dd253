export const photos = {
  takePhoto: 'Take photo',
  chooseFromGallery: 'Choose from gallery',
  preparing: 'Preparing the photo…',
  photo: (n: number) => `Photo ${n}`,
  remove: (n: number) => `Remove photo ${n}`,
  none: 'No photo yet.',
  unreadable: 'This file is not a picture the phone can read. Choose a photo (JPEG, PNG or WebP), or take a new one.',
  tooLarge: 'This photo is larger than 15 MB. Take it at a lower resolution or choose a smaller one.',
  missing: 'The photo is no longer on this phone. Add it again.',
  notKept: 'The photo could not be kept on this phone: the storage may be full.',
};
