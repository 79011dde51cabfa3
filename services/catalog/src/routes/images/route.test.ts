import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { catalogImagesApp } from '../../app';

// The image route needs no database.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(catalogImagesApp, {});
});
afterAll(() => app?.close());

describe('GET /images/garments/:file', () => {
  it.each([
    ['tee-1f2937-0-640.jpg', 'image/jpeg', 'jpeg', 640],
    ['hoodie-c81e1e-1-320.webp', 'image/webp', 'webp', 320],
    ['mug-ffffff-2-160.avif', 'image/avif', 'heif', 160],
  ])('renders %s', async (file, type, format, width) => {
    const res = await app.inject(`/images/garments/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, width, width]);
  });

  it('answers repeats from the cache with identical bytes', async () => {
    const a = await app.inject('/images/garments/polo-2563eb-0-160.jpg');
    const b = await app.inject('/images/garments/polo-2563eb-0-160.jpg');
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it.each(['tee-1f2937-0-500.jpg', 'tee-1f2937-0-2560.jpg', 'tee-1f2937-0-640.png', 'tee-zzzzzz-0-640.jpg', 'tee-1f2937-5-640.jpg', 'x'.repeat(80)])(
    'answers 400 for %s',
    async (file) => {
      const res = await app.inject(`/images/garments/${file}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    },
  );

  it('answers an over-long name as a JSON 414', async () => {
    const res = await app.inject(`/images/garments/${'x'.repeat(200)}.jpg`);
    expect(res.statusCode).toBe(414);
    expect(res.json().code).toBe('uri_too_long');
  });

  it('names the allowed widths', async () => {
    const res = await app.inject('/images/garments/tee-1f2937-0-500.jpg');
    expect(res.json()).toEqual({
      code: 'invalid_request',
      message: 'Invalid image name: width must be one of 160, 320, 480, 640, 960, 1280',
      fieldErrors: { file: ['width must be one of 160, 320, 480, 640, 960, 1280'] },
    });
  });

  it('answers 404 for an unknown garment', async () => {
    const res = await app.inject('/images/garments/boot-1f2937-0-640.jpg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No garment "boot"' });
  });
});
