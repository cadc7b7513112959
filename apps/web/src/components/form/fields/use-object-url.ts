import { useEffect, useState } from 'react';

/** A blob: URL for a picked file while it is shown (revoked afterwards); null for anything else. */
export const useObjectUrl = (file: unknown): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof Blob) || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
};
