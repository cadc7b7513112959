import { useQuery } from '@tanstack/react-query';
import type {
  CompanyImportAction,
  CompanyImportFormat,
  CompanyImportStatus,
  TCompanyImport,
  TCompanyImportPreview,
  TCompanyImportRow,
  TListResult,
} from '@rede/domain';
import { api, fetchWithAuth } from '@/lib/api-client';

export const IMPORT_PATH = '/companys/import';

/** POST /api/companys/import: the file (multipart field `file`) and its dry run. */
export const uploadImport = (file: File): Promise<TCompanyImportPreview> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<TCompanyImportPreview>(IMPORT_PATH, form);
};

/** POST /api/companys/import/{id}/commit: confirms with the status of the new companies. */
export const commitImport = (id: number, companyStatus: CompanyImportStatus): Promise<TCompanyImport> =>
  api.post<TCompanyImport>(`${IMPORT_PATH}/${id}/commit`, { import: { companyStatus } });

export const getImport = (id: number, signal?: AbortSignal): Promise<TCompanyImport> => api.get<TCompanyImport>(`${IMPORT_PATH}/${id}`, { signal });

export type TRowsFilter = { action?: CompanyImportAction; result?: 'failed' };

export const getImportRows = (id: number, page: { pageIndex: number; pageSize: number }, filter: TRowsFilter, signal?: AbortSignal) =>
  api.get<TListResult<TCompanyImportRow>>(`${IMPORT_PATH}/${id}/rows`, { params: { ...page, ...filter }, signal });

/** Is the background run still going on (the status is polled)? */
export const isRunning = (job: TCompanyImport | undefined) => job?.state === 'queued' || job?.state === 'running';

/** The import, polled every second while it runs (the progress bar), so the page can be reloaded at any time. */
export const useImport = (id: number | null) =>
  useQuery({
    queryKey: ['company-import', id],
    queryFn: ({ signal }) => getImport(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
    refetchIntervalInBackground: true,
    retry: 2,
  });

export const useImportRows = (id: number | null, page: { pageIndex: number; pageSize: number }, filter: TRowsFilter, refreshKey: string) =>
  useQuery({
    queryKey: ['company-import', id, 'rows', page.pageIndex, page.pageSize, filter.action ?? '', filter.result ?? '', refreshKey],
    queryFn: ({ signal }) => getImportRows(id!, page, filter, signal),
    enabled: id !== null,
    placeholderData: (previous) => previous,
  });

/** A spreadsheet of the API (the template, the failed rows) as a Response, with the session's token. */
export const fetchImportFile = (path: string): Promise<Response> => fetchWithAuth(`${IMPORT_PATH}${path}`);

export const templatePath = (format: CompanyImportFormat) => `/template?format=${format}`;
