import type { UploadedBuild, UploadedImage } from '@golf/contracts';
import type { HttpClient } from './http';

async function upload<T>(http: HttpClient, path: string, file: Blob, filename: string): Promise<T> {
  const form = new FormData();
  form.append('file', file, filename);
  const response = await http.request<{ data: T }>(path, { method: 'POST', body: form });
  return response.body.data;
}

/** Uploads an image (POST /admin/uploads/images); the server reads its type from the content and answers its address. */
export function uploadImage(http: HttpClient, file: Blob, filename: string): Promise<UploadedImage> {
  return upload(http, 'admin/uploads/images', file, filename);
}

/** Uploads a game build, a zip (POST /admin/uploads/builds, manage-game-versions): its storage key for a game version. */
export function uploadBuild(http: HttpClient, file: Blob, filename: string): Promise<UploadedBuild> {
  return upload(http, 'admin/uploads/builds', file, filename);
}
