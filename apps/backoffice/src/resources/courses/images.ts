/**
 * Course image addresses (pure). The web apps' Content-Security-Policy loads images from the site
 * itself, data:, blob: and https: only, so the server takes an https URL with a host or a path on
 * this site starting with a single "/" and refuses anything else with validation.image_url: the
 * rule is isImageUrl of the contracts, the one the server checks.
 */
import { isImageUrl } from '@golf/contracts';

/** The shared catalogue's message, the one the server answers with (under "contracts" here). */
export const IMAGE_URL_MESSAGE = 'contracts.validation.image_url';

/**
 * react-admin validator for an image input, checking the trimmed value as the server does. An empty
 * main image is no image (the form saves it as null); an empty item of the images list is refused.
 */
export const imageUrl =
  ({ allowEmpty }: { allowEmpty: boolean }) =>
  (value: unknown): string | undefined => {
    if (allowEmpty && (value == null || value === '')) return undefined;
    return typeof value === 'string' && isImageUrl(value.trim()) ? undefined : IMAGE_URL_MESSAGE;
  };
