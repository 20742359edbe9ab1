import { z } from 'zod';
import type { RouteDef } from './route-def.ts';

export const uploadResultSchema = z.object({
  bucket: z.string(),
  path: z.string(),
  /** Signed and expiring for private buckets. */
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Uploads to the member's private storage (features/storage). */
export const storageRoutes = {
  upload: {
    method: 'POST',
    path: '/api/v1/uploads',
    summary: 'Upload one file (multipart field "file") to your private uploads; passes the spec §5 file check',
    tag: 'storage',
    access: 'user',
    delegated: 'manager',
    status: 201,
    multipart: true,
    response: uploadResultSchema,
  },
} as const satisfies Record<string, RouteDef>;
