import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { runTransaction } from '../mutations/transaction.js';
import type { StoredDocument } from '../store/documents.js';
import { isAuthenticated } from './auth.js';
import { badRequest, HttpError, unauthorized } from './errors.js';
import { sendJson } from './io.js';
import type { ApiContext } from './query.js';

const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** What the image pipeline serves: stored under these extensions. */
const EXTENSIONS: Record<string, 'png' | 'jpg' | 'webp'> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_IMAGE_BYTES)
      throw new HttpError(
        413,
        { error: { description: 'The image is larger than 20 MB', type: 'httpPayloadTooLarge' } },
        'image too large',
      );
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * `POST /v{apiVersion}/assets/images/{dataset}`: the body is the image file. It is stored under its
 * SHA-1 (the same name scheme as the seed's images, so the image pipeline serves and transforms it)
 * and described by a `sanity.imageAsset` document; uploading the same file again returns that document.
 */
export async function handleImageUpload(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: ApiContext & { assetsDir: string },
): Promise<void> {
  if (!isAuthenticated(request, context.token))
    throw unauthorized('Uploads need a write token: send Authorization: Bearer <token>');
  const data = await readBody(request);
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw badRequest('The body is not an image that can be read (PNG, JPEG or WebP)');
  }
  const extension = EXTENSIONS[metadata.format ?? ''];
  const { width, height } = metadata;
  if (!extension || !width || !height)
    throw badRequest(
      `Images must be PNG, JPEG or WebP; this one is ${metadata.format ?? 'unknown'}`,
    );
  const sha1 = createHash('sha1').update(data).digest('hex');
  const file = `${sha1}-${width}x${height}.${extension}`;
  const id = `image-${sha1}-${width}x${height}-${extension}`;
  const existing = context.store.get(id);
  if (existing) {
    sendJson(request, response, 200, { document: existing });
    return;
  }
  await writeFile(join(context.assetsDir, file), data);
  const path = `images/${context.projectId}/${context.dataset}/${file}`;
  const filename = url.searchParams.get('filename');
  const asset: StoredDocument = {
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension,
    mimeType: `image/${metadata.format}`,
    originalFilename: filename ?? file,
    path,
    sha1hash: sha1,
    size: data.length,
    uploadId: sha1,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: metadata.hasAlpha ?? false,
      isOpaque: !(metadata.hasAlpha ?? false),
    },
  };
  const entry = await context.store.exclusive(async () => {
    const outcome = await runTransaction(
      context.store,
      { mutations: [{ createIfNotExists: asset }] },
      async () => [],
    );
    context.store.commit(outcome.entry, outcome.applied);
    return outcome.entry;
  });
  const stored = entry.put.find((doc) => doc._id === id) ?? context.store.get(id);
  sendJson(request, response, 200, {
    document: stored && context.store.view('raw', true).byId.get(id),
  });
}
