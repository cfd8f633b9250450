/**
 * POST /api/uploads: one photo per request, re-encoded (image-processing.ts)
 * and stored in both sizes before the answer names them. With local storage
 * the photos are also served here, at /uploads/. Photos nobody names any more
 * are removed by a job (forget-photo.ts).
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { type UploadedImage, uploadedImage } from '@shared/answers/items';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { UPLOAD_NAME, uploadKey } from '@shared/images';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { createStorage, PHOTO_CACHE_CONTROL, type PhotoStorage } from '../../storage/storage';
import { requireUser } from '../auth';
import { registerForgetPhoto } from './forget-photo';
import { type ProcessedPhoto, processPhoto } from './image-processing';
import { UPLOAD_LIMITS } from './uploads.limits';

const WEBP = 'image/webp';
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
/** What local storage writes; anything else under /uploads/ is not ours to serve. */
const STORED_NAME = new RegExp(`^/${UPLOAD_NAME}(-thumb)?\\.webp$`);

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.storage;
  const storage = createStorage(settings);
  // Removals use the same storage the uploads went to.
  registerForgetPhoto(app.jobs, () => ({ db: app.db, storage }));
  // Registered here, not on the app: multipart bodies are accepted by this route only.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  if (settings.kind === 'local') await serveLocalUploads(app, settings.dir);

  // The body is a multipart file stream, read by readPhoto, not a schema's to check: only the answer is declared.
  app.post('/api/uploads', { schema: { response: { 201: uploadedImage } } }, async (request, reply) => {
    const user = requireUser(request);
    await app.rateLimits.hit(UPLOAD_LIMITS.uploadsPerUser, user.id);
    const photo = await processPhoto(await readPhoto(request));
    const id = contentName(photo);
    await storePhoto(storage, id, photo, request);
    const answer: UploadedImage = {
      url: storage.urlOf(uploadKey(id, 'large')),
      thumbnailUrl: storage.urlOf(uploadKey(id, 'thumb')),
      width: photo.large.width,
      height: photo.large.height,
    };
    return reply.code(201).send(answer);
  });
};

/**
 * A photo is named by what it is: the large WebP's SHA-256, 32 hex digits. A name never names
 * other bytes, so browsers and CDNs keep it a year (PHOTO_CACHE_CONTROL), and the same photo
 * uploaded twice is stored once (both sizes come from the same bytes, so the thumbnail agrees).
 */
function contentName(photo: ProcessedPhoto): string {
  return createHash('sha256').update(photo.large.data).digest('hex').slice(0, 32);
}

/**
 * The bytes of the one file in the `file` field, at most MAX_UPLOAD_BYTES.
 * The whole body is read (other fields are ignored), so a second file is
 * noticed rather than silently dropped.
 */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the photo as multipart/form-data in the field "file"');
  }
  let photo: { field: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') photo = { field: part.fieldname, data: await part.toBuffer() };
    }
  } catch (error) {
    throw refusalOf(error);
  }
  // A file input left empty still sends a part: no name, no bytes.
  if (!photo || photo.data.length === 0) throw new AppError('bad_request', 'Choose a photo to upload');
  if (photo.field !== 'file') throw new AppError('bad_request', 'Send the photo in the field "file"');
  return photo.data;
}

/** The multipart plugin's limits, and busboy's parse errors (no boundary, a body cut short), in our words. */
function refusalOf(error: unknown): AppError {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payload_too_large', `The photo is larger than ${MAX_UPLOAD_MB} MB`);
    case 'FST_FILES_LIMIT':
      return new AppError('bad_request', 'Send one photo per request');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('bad_request', 'The form has too many fields');
  }
  const refusal = new AppError('bad_request', 'The upload could not be read; please send it again');
  refusal.cause = error;
  return refusal;
}

/**
 * The thumbnail first: whenever a large photo exists, so does its thumbnail
 * (clients derive one address from the other). A failure stores nothing
 * anyone is told about; at worst an unnamed thumbnail stays behind.
 */
async function storePhoto(
  storage: PhotoStorage,
  id: string,
  photo: ProcessedPhoto,
  request: FastifyRequest,
): Promise<void> {
  try {
    await storage.put(uploadKey(id, 'thumb'), photo.thumb.data, WEBP);
    await storage.put(uploadKey(id, 'large'), photo.large.data, WEBP);
  } catch (error) {
    request.log.error({ err: error }, 'photo storage failed');
    throw new AppError('unavailable', 'Photo storage is unavailable, please try again');
  }
}

/**
 * Photos are served as stored. A missing one falls through to the app's
 * not-found handler, which answers 404 JSON for any path naming a file.
 */
async function serveLocalUploads(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    allowedPath: (path) => STORED_NAME.test(path),
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', PHOTO_CACHE_CONTROL),
  });
}
