/**
 * What other features may use of uploads (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { drawPreview, formatMegabytes, shortFileName } from './photo-files';
export type { PhotoRefusal } from './upload-image';
export { ACCEPT_ATTRIBUTE, checkPhotoFile, uploadImage } from './upload-image';
