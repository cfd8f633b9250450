/** Photos: uploads (uploads.routes.ts), and removing one nobody names any more (forget-photo.ts). */
export { forgetPhoto } from './forget-photo';
