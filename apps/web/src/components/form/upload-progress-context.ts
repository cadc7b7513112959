import { createContext, use } from 'react';

/** Progress (0–100) of the upload running before a save, or null: image fields with pending files show it. */
export const UploadProgressContext = createContext<number | null>(null);

export const useUploadProgress = (): number | null => use(UploadProgressContext);
