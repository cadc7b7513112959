import { useState } from 'react';
import { DATA_TABLE_TEXTS as T } from './texts';
import { useDataTableServices } from './data-table-services';
import { fallbackExportName, filenameFromContentDisposition, saveBlob } from './download';
import { buildExportUrl, type TExportColumn } from './export-url';
import type { TListParams } from './list-params';

/** Reads a response body as a Blob, reporting progress when the size is known. */
const readBlob = async (response: Response, onProgress: (percent: number) => void): Promise<Blob> => {
  const size = Number(response.headers.get('Content-Length'));
  if (!response.body || !Number.isFinite(size) || size <= 0) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(100, Math.round((received / size) * 100)));
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? undefined });
};

/**
 * The export of a list: 'Nenhum dado para exportar.' when the list is empty; otherwise the same
 * list URL with format=xlsx, fetched with the Authorization header and saved under the server's
 * file name (title + timestamp); 'Erro ao exportar dados.' on failure.
 */
export const useExport = (options: {
  path: string | undefined;
  title: string;
  columns: readonly TExportColumn[];
  params: TListParams;
  total: number | undefined;
  extra?: Record<string, string | number>;
}) => {
  const services = useDataTableServices();
  const [progress, setProgress] = useState<number | null>(null);

  const run = async () => {
    if (!options.path || progress !== null) return;
    if (!options.total) {
      services.notify(T.noDataToExport);
      return;
    }
    setProgress(0);
    try {
      const url = buildExportUrl(options.path, {
        title: options.title,
        columns: options.columns,
        params: options.params,
        extra: options.extra,
      });
      const response = await services.fetchFile(url, {});
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const blob = await readBlob(response, setProgress);
      const name = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackExportName(options.title);
      saveBlob(blob, name);
    } catch {
      services.showError(T.exportFailed);
    } finally {
      setProgress(null);
    }
  };

  return { exporting: progress !== null, progress, run };
};
