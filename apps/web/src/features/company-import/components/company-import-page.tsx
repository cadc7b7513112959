import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import {
  COMPANY_IMPORT_MAX_BYTES,
  formatFileSize,
  formatInteger,
  MESSAGES,
  type CompanyImportFormat,
  type CompanyImportStatus,
  type TCompanyImport,
} from '@rede/domain';
import { fallbackExportName, filenameFromContentDisposition, saveBlob } from '@/components/data-table/download';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { commitImport, fetchImportFile, isRunning, templatePath, uploadImport, useImport } from '../api/company-import';
import { ImportRowsTable } from './import-rows-table';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The wizard's step for an import's state (none: the upload). */
const stepOf = (job: TCompanyImport | undefined): number => (!job ? 0 : job.state === 'previewed' ? 1 : job.state === 'finished' ? 3 : 3);

const Count = ({ label, value, color }: { label: string; value: number; color?: string }) => (
  <Paper variant="outlined" sx={{ p: 1.5, flex: '1 1 120px', minWidth: 120 }}>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="h5" component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', ...(color ? { color } : {}) }}>
      {formatInteger(value)}
    </Typography>
  </Paper>
);

/**
 * A refused upload: its message; a refused header lists its columns once, in the lists (the server's message
 * names them too, so it gives way to a lead-in and the hint to download the template).
 */
const UploadErrorAlert = ({ error, columnLists }: { error: ApiError | Error; columnLists: (error: ApiError | Error) => ReactNode }) => {
  const t = useT();
  const lists = columnLists(error);
  return (
    <Alert severity="error" role="alert">
      {lists ? t('companyImport.upload.badColumns') : getErrorMessage(error)}
      {lists}
      {lists ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {MESSAGES.companyImport.columnsHint}
        </Typography>
      ) : null}
    </Alert>
  );
};

/**
 * companys/import: the company import wizard — upload a CSV or XLSX (template offered), read the
 * dry run (counts and every row with its errors, paginated), choose the status of the new companies, confirm,
 * follow the background run on a progress bar, read the report and download the rows not imported. The import
 * being shown is `?id=` in the address: a reload (or coming back later) shows the same step.
 */
export const CompanyImportPage = () => {
  const t = useT();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const canImport = useCan('COMPANY:CREATE');
  const [params, setParams] = useSearchParams();
  const idParam = params.get('id');
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const job = useImport(id);
  const data = job.data;
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<ApiError | Error | null>(null);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState<CompanyImportStatus | ''>('');
  const [statusError, setStatusError] = useState(false);
  const [committing, setCommitting] = useState(false);
  // one confirmation per IMPORTAR, however fast the clicks: the button is disabled from the click on
  const confirming = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = id === null ? 0 : stepOf(data);

  // each new step starts at its heading, for keyboard and screen reader users (not on the page's first render)
  const shownStep = `${step}:${data?.state ?? ''}`;
  const firstStep = useRef(shownStep);
  useEffect(() => {
    if (firstStep.current === shownStep) return;
    firstStep.current = '';
    heading.current?.focus();
  }, [shownStep]);

  if (!canImport) return <Alert severity="warning">{t('companyImport.forbidden')}</Alert>;

  const download = async (path: string, fallbackTitle: string) => {
    try {
      const response = await fetchImportFile(path);
      if (!response.ok) throw new Error(String(response.status));
      const name = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackExportName(fallbackTitle);
      saveBlob(await response.blob(), name);
    } catch {
      void dialogs.showError(t('companyImport.downloadFailed'));
    }
  };
  const downloadTemplate = (format: CompanyImportFormat) => download(templatePath(format), MESSAGES.companyImport.templateTitle);
  const downloadErrors = () => (id === null ? undefined : download(`/${id}/errors`, MESSAGES.companyImport.fileTitle));

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setUploadError(chosen && chosen.size > COMPANY_IMPORT_MAX_BYTES ? new Error(t('companyImport.upload.tooLarge')) : null);
    setFile(chosen);
  };

  const send = async () => {
    if (!file || file.size > COMPANY_IMPORT_MAX_BYTES) return;
    setUploading(true);
    setUploadError(null);
    try {
      const preview = await uploadImport(file);
      queryClient.setQueryData(['company-import', preview.id], preview);
      setParams({ id: String(preview.id) });
      setFile(null);
    } catch (error) {
      setUploadError(error as Error);
    } finally {
      setUploading(false);
    }
  };

  const restart = () => {
    setParams({});
    setStatus('');
    setStatusError(false);
    setUploadError(null);
  };

  const confirmImport = async () => {
    if (!data || id === null || confirming.current) return;
    if (!status) {
      setStatusError(true);
      return;
    }
    const message = t('companyImport.status.confirm', {
      create: data.planned.create,
      update: data.planned.update,
      error: data.planned.error,
      status: MESSAGES.companyStatus[status],
    });
    confirming.current = true;
    setCommitting(true);
    try {
      if (!(await dialogs.confirm({ message }))) return;
      const started = await commitImport(id, status);
      queryClient.setQueryData(['company-import', id], started);
    } catch (error) {
      void dialogs.showApiError(error);
      void job.refetch();
    } finally {
      confirming.current = false;
      setCommitting(false);
    }
  };

  const columnLists = (error: ApiError | Error) => {
    if (!(error instanceof ApiError)) return null;
    const lists = [
      [t('companyImport.upload.missing'), error.additionalData?.missingColumns],
      [t('companyImport.upload.unknown'), error.additionalData?.unknownColumns],
      [t('companyImport.upload.repeated'), error.additionalData?.repeatedColumns],
    ].filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0);
    if (lists.length === 0) return null;
    return (
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        {lists.map(([label, columns]) => (
          <Box key={label}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ ml: 2 }}>
              {columns.join(', ')}
            </Box>
          </Box>
        ))}
      </Box>
    );
  };

  const stepHeading = (text: string) => (
    <Typography variant="h5" component="h2" tabIndex={-1} ref={heading} sx={{ outline: 'none', mb: 1 }}>
      {text}
    </Typography>
  );

  let body;
  if (id !== null && job.isPending) {
    body = <LinearProgress aria-label={t('companyImport.preview.title')} />;
  } else if (id !== null && !data) {
    body = (
      <Alert severity="error" action={<Button onClick={restart}>{t('companyImport.preview.another')}</Button>}>
        {job.error ? getErrorMessage(job.error) : t('companyImport.loadFailed')}
      </Alert>
    );
  } else if (!data) {
    body = (
      <Stack spacing={2}>
        {stepHeading(t('companyImport.steps.upload'))}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('companyImport.template.title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('companyImport.template.text')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void downloadTemplate('xlsx')}>
              {t('companyImport.template.xlsx')}
            </Button>
            <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void downloadTemplate('csv')}>
              {t('companyImport.template.csv')}
            </Button>
          </Stack>
        </Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={uploading}>
            {t('companyImport.upload.choose')}
            <input ref={input} type="file" hidden accept={ACCEPT} onChange={pick} aria-describedby="company-import-file" />
          </Button>
          <Typography id="company-import-file" variant="body2" aria-live="polite">
            {file ? t('companyImport.upload.chosen', { name: file.name, size: formatFileSize(file.size, 1) }) : t('companyImport.upload.none')}
          </Typography>
        </Stack>
        {uploadError && <UploadErrorAlert error={uploadError} columnLists={columnLists} />}
        <Box>
          <Button variant="contained" onClick={() => void send()} disabled={!file || uploading || file.size > COMPANY_IMPORT_MAX_BYTES}>
            {t('companyImport.upload.submit')}
          </Button>
        </Box>
        {uploading && <LinearProgress aria-label={t('companyImport.upload.sending')} />}
        {uploading && (
          <Typography variant="body2" role="status">
            {t('companyImport.upload.sending')}
          </Typography>
        )}
      </Stack>
    );
  } else if (data.state === 'previewed') {
    const writable = data.planned.create + data.planned.update + data.planned.skip;
    body = (
      <Stack spacing={2}>
        {stepHeading(t('companyImport.preview.title'))}
        <Typography variant="body2">{t('companyImport.preview.file', { name: data.fileName, rows: formatInteger(data.rows) })}</Typography>
        {data.ignoredColumns.length > 0 && (
          <Alert severity="info">{t('companyImport.preview.ignored', { columns: data.ignoredColumns.join(', ') })}</Alert>
        )}
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0 }}>
          <Count label={t('companyImport.counts.create')} value={data.planned.create} />
          <Count label={t('companyImport.counts.update')} value={data.planned.update} />
          <Count label={t('companyImport.counts.skip')} value={data.planned.skip} />
          <Count label={t('companyImport.counts.error')} value={data.planned.error} color={data.planned.error > 0 ? 'error.main' : undefined} />
        </Box>
        <ImportRowsTable importId={data.id} mode="plan" counts={data.planned} refreshKey="plan" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {data.planned.error > 0 && (
            <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void downloadErrors()}>
              {t('companyImport.preview.downloadErrors')}
            </Button>
          )}
          <Button onClick={restart}>{t('companyImport.preview.another')}</Button>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          {writable === 0 ? (
            <Alert severity="warning">{t('companyImport.status.nothing')}</Alert>
          ) : (
            <Stack spacing={2}>
              <FormControl error={statusError} required>
                <FormLabel id="company-import-status">{t('companyImport.status.legend')}</FormLabel>
                <RadioGroup
                  aria-labelledby="company-import-status"
                  value={status}
                  onChange={(event) => {
                    setStatus(event.target.value as CompanyImportStatus);
                    setStatusError(false);
                  }}
                >
                  <FormControlLabel value="approved" control={<Radio />} label={t('companyImport.status.approved')} />
                  <FormControlLabel value="pending" control={<Radio />} label={t('companyImport.status.pending')} />
                </RadioGroup>
                <FormHelperText>{statusError ? t('companyImport.status.required') : t('companyImport.status.help')}</FormHelperText>
              </FormControl>
              <Box>
                <Button variant="contained" onClick={() => void confirmImport()} disabled={committing}>
                  {t('companyImport.status.submit')}
                </Button>
              </Box>
            </Stack>
          )}
        </Paper>
      </Stack>
    );
  } else if (isRunning(data)) {
    const { processed, total, percent } = data.progress;
    body = (
      <Stack spacing={2}>
        {stepHeading(t('companyImport.progress.title'))}
        <Typography variant="body2">{t('companyImport.progress.text')}</Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('companyImport.progress.label')}
          aria-valuetext={`${percent}%`}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography variant="body1" role="status" aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {data.state === 'queued' && processed === 0
            ? t('companyImport.progress.queued')
            : t('companyImport.progress.count', { processed: formatInteger(processed), total: formatInteger(total), percent })}
        </Typography>
        {job.isError && <Alert severity="warning">{t('companyImport.progress.failedToLoad')}</Alert>}
      </Stack>
    );
  } else {
    const { result } = data;
    body = (
      <Stack spacing={2}>
        {stepHeading(t('companyImport.report.title'))}
        <LinearProgress
          variant="determinate"
          value={100}
          aria-label={t('companyImport.progress.label')}
          aria-valuetext="100%"
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0 }}>
          <Count label={t('companyImport.report.created')} value={result.created} />
          <Count label={t('companyImport.report.updated')} value={result.updated} />
          <Count label={t('companyImport.report.skipped')} value={result.skipped} />
          <Count label={t('companyImport.report.failed')} value={result.failed} color={result.failed > 0 ? 'error.main' : undefined} />
          {result.positionsFromCep > 0 && <Count label={t('companyImport.report.positionsFromCep')} value={result.positionsFromCep} />}
          {result.positionsMissing > 0 && <Count label={t('companyImport.report.positionsMissing')} value={result.positionsMissing} />}
        </Box>
        {result.failed > 0 && (
          <>
            <Typography variant="h6" component="h3">
              {t('companyImport.report.failedRows')}
            </Typography>
            <ImportRowsTable importId={data.id} mode="failed" refreshKey={data.state} />
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {result.failed > 0 && (
            <Button variant="contained" startIcon={<FileDownloadIcon />} onClick={() => void downloadErrors()}>
              {t('companyImport.report.download')}
            </Button>
          )}
          <Button variant="outlined" onClick={restart}>
            {t('companyImport.report.again')}
          </Button>
          <Button component={RouterLink} to="/companys">
            {t('companyImport.report.companies')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  const steps = [
    t('companyImport.steps.upload'),
    t('companyImport.steps.preview'),
    t('companyImport.steps.status'),
    t('companyImport.steps.progress'),
  ];
  const activeStep = step === 1 ? 1 : step;
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('companyImport.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('companyImport.intro')}
      </Typography>
      <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 3 }} aria-label={t('companyImport.title')}>
        {steps.map((label, index) => (
          <Step key={label} completed={index < activeStep || (data?.state === 'finished' && index === 3)}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>{body}</Paper>
    </Box>
  );
};
