/** POST /uploads/uploadFiles (multipart field `files`; limits MAX_UPLOAD_FILE_BYTES and MAX_UPLOAD_FILES). */
import { z } from 'zod';

/** The generated names of the stored files, in the order sent. */
export const ZUploadResultSchema = z.object({
  paths: z.array(z.string()).describe('Nomes gerados dos arquivos gravados, na ordem do envio'),
});
export type TUploadResult = z.infer<typeof ZUploadResultSchema>;
