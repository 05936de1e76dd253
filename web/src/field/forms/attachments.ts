// The phone's files for form answers (photos and the drawn signature) go through the field
// app's photo toolkit: kept on the phone until the form that uses them has been sent.
export { forgetPhoto, keepPhoto, keptPhoto, uploadPhoto } from '../photos.ts';
