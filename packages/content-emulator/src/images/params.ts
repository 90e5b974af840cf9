import { badRequest } from '../http/errors.js';

export const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const;
export type Fit = (typeof FITS)[number];

export const FORMATS = ['jpg', 'pjpg', 'png', 'webp'] as const;
export type Format = (typeof FORMATS)[number];

/** The transformation an image URL asks for, after validation. */
export interface ImageRequest {
  rect?: { left: number; top: number; width: number; height: number };
  width?: number;
  height?: number;
  dpr: number;
  fit: Fit;
  quality: number;
  format?: Format;
  autoFormat: boolean;
  focalPoint?: { x: number; y: number };
  background?: string;
}

/** Sanity's image API caps output dimensions at 8192 px. */
const MAX_DIMENSION = 8192;

function integer(name: string, raw: string | null, min: number, max: number): number | undefined {
  if (raw === null) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw badRequest(`Image parameter ${name}=${raw} must be an integer from ${min} to ${max}`);
  return value;
}

function fraction(name: string, raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1)
    throw badRequest(`Image parameter ${name}=${raw} must be a number from 0 to 1`);
  return value;
}

/** Reads and validates the image URL parameters the Sanity image pipeline honours. */
export function readImageRequest(
  search: URLSearchParams,
  original: { width: number; height: number },
): ImageRequest {
  const fit = search.get('fit') ?? 'clip';
  if (!(FITS as readonly string[]).includes(fit))
    throw badRequest(`Image parameter fit=${fit} must be one of ${FITS.join(', ')}`);
  const format = search.get('fm') ?? undefined;
  if (format !== undefined && !(FORMATS as readonly string[]).includes(format)) {
    throw badRequest(`Image parameter fm=${format} must be one of ${FORMATS.join(', ')}`);
  }
  const auto = search.get('auto');
  if (auto !== null && auto !== 'format')
    throw badRequest(`Image parameter auto=${auto} is not supported: use auto=format`);
  const dprRaw = search.get('dpr');
  const dpr = dprRaw === null ? 1 : Number(dprRaw);
  if (!Number.isFinite(dpr) || dpr < 1 || dpr > 3)
    throw badRequest(`Image parameter dpr=${dprRaw} must be a number from 1 to 3`);
  const request: ImageRequest = {
    dpr,
    fit: fit as Fit,
    quality: integer('q', search.get('q'), 0, 100) ?? 75,
    autoFormat: auto === 'format',
  };
  if (format !== undefined) request.format = format as Format;
  const width = integer('w', search.get('w'), 1, MAX_DIMENSION);
  const height = integer('h', search.get('h'), 1, MAX_DIMENSION);
  if (width !== undefined) request.width = width;
  if (height !== undefined) request.height = height;
  const rect = search.get('rect');
  if (rect !== null) {
    const parts = rect.split(',').map(Number);
    const [left, top, rectWidth, rectHeight] = parts;
    if (
      parts.length !== 4 ||
      parts.some((part) => !Number.isInteger(part) || part < 0) ||
      left === undefined ||
      top === undefined ||
      rectWidth === undefined ||
      rectHeight === undefined ||
      rectWidth < 1 ||
      rectHeight < 1 ||
      left + rectWidth > original.width ||
      top + rectHeight > original.height
    ) {
      throw badRequest(
        `Image parameter rect=${rect} must be left,top,width,height inside the ${original.width}x${original.height} image`,
      );
    }
    request.rect = { left, top, width: rectWidth, height: rectHeight };
  }
  const x = fraction('fp-x', search.get('fp-x'));
  const y = fraction('fp-y', search.get('fp-y'));
  if (x !== undefined || y !== undefined) request.focalPoint = { x: x ?? 0.5, y: y ?? 0.5 };
  const background = search.get('bg');
  if (background !== null) {
    if (!/^[0-9a-fA-F]{3,8}$/.test(background))
      throw badRequest(`Image parameter bg=${background} must be a hex colour without #`);
    request.background = `#${background}`;
  }
  return request;
}

/**
 * The output format: `fm` wins; otherwise `auto=format` picks WebP when the browser's `Accept`
 * allows it (AVIF is skipped on purpose: encoding it costs seconds of CPU per image here);
 * otherwise the original's format.
 */
export function chooseFormat(
  request: ImageRequest,
  accept: string | undefined,
  originalFormat: Format,
): Format {
  if (request.format) return request.format;
  if (request.autoFormat && accept?.includes('image/webp')) return 'webp';
  return originalFormat;
}
