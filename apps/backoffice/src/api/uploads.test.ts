import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http';
import { uploadBuild, uploadImage } from './uploads';

describe('uploadImage', () => {
  const image = { url: '/files/images/abc.png', format: 'png', width: 1, height: 1, size: 9, variants: [] };

  it('posts the file as multipart (fetch sets the boundary) with the bearer token, and answers the stored image', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ data: image }, { status: 201 }),
    );
    const http = createHttpClient({ root: '/api', apiVersion: 1, getToken: () => 'tok', fetch });
    const answer = await uploadImage(http, new Blob([new Uint8Array([0x89, 0x50])]), 'pic.png');

    expect(answer).toEqual(image);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/uploads/images');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer tok');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('pic.png');
  });

  it("rejects with the server's message when the upload is refused", async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { error: 'The file is empty.', error_info: { code: 11002, key: 'files.empty_file' } },
        { status: 422 },
      ),
    );
    const http = createHttpClient({ root: '/api', apiVersion: 1, fetch });
    await expect(uploadImage(http, new Blob([]), 'empty.png')).rejects.toMatchObject({
      message: 'The file is empty.',
      status: 422,
    });
  });

  it('posts a build to the builds route', async () => {
    const build = { key: 'builds/abc.zip', size: 4, sha256: 'abc' };
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ data: build }, { status: 201 }),
    );
    const http = createHttpClient({ root: '/api', apiVersion: 1, fetch });
    expect(await uploadBuild(http, new Blob(['PK']), 'game.zip')).toEqual(build);
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/admin/uploads/builds');
  });
});
