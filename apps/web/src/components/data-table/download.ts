const pad = (n: number) => String(n).padStart(2, '0');

/** 'Linhas_20260105_143000.xlsx': the name used when the server sends no Content-Disposition. */
export const fallbackExportName = (title: string, now: Date = new Date()): string => {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(
    now.getMinutes(),
  )}${pad(now.getSeconds())}`;
  const safeTitle = title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'exportacao';
  return `${safeTitle}_${stamp}.xlsx`;
};

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export const filenameFromContentDisposition = (header: string | null | undefined): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || null;
};

/** Saves a Blob through a temporary link (the browser's download). */
export const saveBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
