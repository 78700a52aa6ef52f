import type { UploadedImage } from '@golf/contracts';
import type { HttpClient } from './http';

/** Uploads an image (POST /admin/uploads/images); the server reads its type from the content and answers its address. */
export async function uploadImage(http: HttpClient, file: Blob, filename: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, filename);
  const response = await http.request<{ data: UploadedImage }>('admin/uploads/images', { method: 'POST', body: form });
  return response.body.data;
}
