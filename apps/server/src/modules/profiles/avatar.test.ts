import crypto from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  ApiClient,
  describeEachDatabase,
  type ErrorBody,
  listFiles,
  multipart,
  type SignedUpUser,
  signUp,
} from '../../test/test-app';

let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  const pixels = { width: 640, height: 480, channels: 3 as const, background: { r: 30, g: 90, b: 200 } };
  png = await sharp({ create: pixels }).png().toBuffer();
  jpeg = await sharp({ create: pixels })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .toBuffer();
});

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP';

function upload(user: SignedUpUser, content: Buffer | string, filename: string, contentType: string) {
  const body = multipart([{ name: 'avatar', filename, contentType, content }]);
  return user.client.put('/api/profile/avatar', body);
}

describeEachDatabase('profiles: avatar upload', (t) => {
  const avatarFiles = (user: SignedUpUser) => listFiles(path.join(t.uploadsDir, 'avatars', user.id));

  it('accepts a PNG, re-encodes it to WebP and serves it at the returned URL with a long cache header', async () => {
    const user = await signUp(t.app);
    const response = await upload(user, png, 'me.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const avatarUrl = response.json().avatarUrl as string;
    expect(avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${user.id}/\\d+-[0-9a-f]+\\.webp$`));
    expect((await user.client.get('/api/me')).json().profile.avatarUrl).toBe(avatarUrl);

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(isWebp(served.rawPayload)).toBe(true);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(400);
    expect(await avatarFiles(user)).toHaveLength(1);
  });

  it('accepts a JPEG and strips its metadata', async () => {
    expect(jpeg.includes('secret-exif-marker')).toBe(true);
    const user = await signUp(t.app);
    const response = await upload(user, jpeg, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().avatarUrl });
    expect(isWebp(served.rawPayload)).toBe(true);
    expect(served.rawPayload.includes('secret-exif-marker')).toBe(false);
  });

  it('replacing the avatar deletes the previous file; DELETE removes the avatar', async () => {
    const user = await signUp(t.app);
    const first = (await upload(user, png, 'a.png', 'image/png')).json().avatarUrl as string;
    const second = (await upload(user, jpeg, 'b.jpg', 'image/jpeg')).json().avatarUrl as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(await avatarFiles(user)).toEqual([path.basename(second)]);

    const removed = await user.client.delete('/api/profile/avatar');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatarUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect(await avatarFiles(user)).toEqual([]);
  });

  type Upload = { content: Buffer | string; filename: string; contentType: string; status: number };
  const refusals: [string, () => Upload][] = [
    [
      'an SVG (with script)',
      () => ({
        content:
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
        filename: 'avatar.svg',
        contentType: 'image/svg+xml',
        status: 415,
      }),
    ],
    [
      'an HTML page',
      () => ({
        content: '<!doctype html><html><body><script>alert(1)</script></body></html>',
        filename: 'x.html',
        contentType: 'text/html',
        status: 415,
      }),
    ],
    [
      'plain text named .png and sent as image/png',
      () => ({ content: 'just some text, honest', filename: 'avatar.png', contentType: 'image/png', status: 415 }),
    ],
    [
      'a GIF/JavaScript polyglot',
      () => ({
        content: Buffer.from('GIF89a/*\x00\x00*/=alert(document.domain);//<script>alert(1)</script>'),
        filename: 'avatar.gif',
        contentType: 'image/gif',
        status: 415,
      }),
    ],
    ['a truncated PNG', () => ({ content: png.subarray(0, 64), filename: 'broken.png', contentType: 'image/png', status: 415 })],
    [
      'a 6 MB file',
      () => ({
        content: Buffer.concat([png, crypto.randomBytes(6 * 1024 * 1024 - png.length)]),
        filename: 'huge.png',
        contentType: 'image/png',
        status: 413,
      }),
    ],
  ];

  for (const [label, make] of refusals) {
    it(`refuses ${label} with a 4xx error naming avatar and stores nothing`, async () => {
      const user = await signUp(t.app);
      const { content, filename, contentType, status } = make();
      const response = await upload(user, content, filename, contentType);
      expect(response.statusCode).toBe(status);
      const body = response.json() as ErrorBody;
      expect(body.error.code).toEqual(expect.any(String));
      expect(body.error.message).toMatch(/avatar/i);
      expect(await avatarFiles(user)).toEqual([]);
      expect((await user.client.get('/api/me')).json().profile.avatarUrl).toBeNull();
    });
  }

  it('a refused upload keeps the existing avatar', async () => {
    const user = await signUp(t.app);
    const kept = (await upload(user, png, 'a.png', 'image/png')).json().avatarUrl as string;
    const refused = await upload(user, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg', 'image/svg+xml');
    expect(refused.statusCode).toBe(415);
    expect((await user.client.get('/api/me')).json().profile.avatarUrl).toBe(kept);
    expect(await avatarFiles(user)).toEqual([path.basename(kept)]);
  });

  it('a PNG with an HTML payload appended is re-encoded: the stored file carries no HTML', async () => {
    const user = await signUp(t.app);
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await upload(user, polyglot, 'poly.png', 'image/png');
    if (response.statusCode === 200) {
      const served = await t.app.inject({ method: 'GET', url: response.json().avatarUrl });
      expect(isWebp(served.rawPayload)).toBe(true);
      expect(served.rawPayload.includes('<script>')).toBe(false);
    } else {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(await avatarFiles(user)).toEqual([]);
    }
  });

  it('an upload without a file, or not multipart at all, answers 4xx in the error shape', async () => {
    const user = await signUp(t.app);
    const empty = await user.client.put('/api/profile/avatar', multipart([{ name: 'note', content: 'no file here' }]));
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as ErrorBody).error.message).toMatch(/avatar/i);

    const json = await user.client.put('/api/profile/avatar', { payload: { avatar: 'data:image/png;base64,AAAA' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(json.json()).toHaveProperty('error.message');
    expect(await avatarFiles(user)).toEqual([]);
  });

  it('uploading requires a session', async () => {
    const response = await new ApiClient(t.app).put(
      '/api/profile/avatar',
      multipart([{ name: 'avatar', filename: 'a.png', contentType: 'image/png', content: png }]),
    );
    expect(response.statusCode).toBe(401);
    expect(await listFiles(path.join(t.uploadsDir, 'avatars'))).not.toContain(expect.stringContaining('undefined'));
  });

  it('/uploads refuses path traversal and unknown files with 404 in the error shape', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/avatars/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/avatars/a..b/x.webp',
      '/uploads/avatars/with%20space.webp',
      '/uploads/avatars/nobody/none.webp',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toHaveProperty('error.code', 'not_found');
    }
  });
});
