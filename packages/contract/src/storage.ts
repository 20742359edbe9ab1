import { z } from 'zod';

export const uploadResultSchema = z.object({
  bucket: z.string(),
  path: z.string(),
  /** Signed and expiring for private buckets. */
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
