import { isAllowedImageUrl } from '@shared/images';
import type { AppConfig } from '../config/config';
import { allowedImageHosts } from '../config/config';
import { fieldError } from './errors';

/**
 * Refuses a listing's photo or a profile picture that is neither one of our own paths nor under
 * a configured image host (docs/decisions/0034), on the field the shared schema would name.
 * The shared schemas check the shape; only the server knows the hosts.
 */
export function requireAllowedImages(
  config: Pick<AppConfig, 'storage' | 'imageHosts'>,
  input: { images?: readonly string[] | undefined; profilePicture?: string | null | undefined },
  /** The field the photos came in (a claim's are `photos`). */
  imagesField = 'images',
): void {
  const hosts = allowedImageHosts(config);
  const refused = input.images?.findIndex((url) => !isAllowedImageUrl(url, hosts)) ?? -1;
  if (refused >= 0) throw fieldError(`${imagesField}.${refused}`, 'image_url_invalid');
  if (input.profilePicture && !isAllowedImageUrl(input.profilePicture, hosts)) {
    throw fieldError('profilePicture', 'picture_invalid');
  }
}
