import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { type TCompanyWithLogs } from '@rede/domain';
import { DataTable } from '@/components/data-table/data-table';
import type { TDataTableColumn } from '@/components/data-table/types';
import { useDebouncedCallback } from '@/components/data-table/use-debounced-callback';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useCompanyWithLogsOptions } from '../api/get-companies-with-logs';
import { companyLineChangesResource, type TLineChange } from '../api/get-company-line-changes';
import { useLatestCompanyLog } from '../api/get-company-logs';
import { COMPANY_LOGS_PATH, entryPath } from './paths';
import { formatScreenDatetime } from '@/lib/i18n/dates';

const COMPANY_PARAM = 'companyId';

const LineChips = ({ names, sign, color }: { names: readonly string[]; sign: string; color: 'success' | 'error' }) =>
  names.length === 0 ? (
    <>—</>
  ) : (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {names.map((name) => (
        <Chip key={name} size="small" variant="outlined" color={color} label={`${sign} ${name}`} />
      ))}
    </Stack>
  );

/** The company picker: companies with logs, searched as the user types (the choice goes to the URL). */
const CompanyPicker = ({
  companyId,
  companyName,
  onChange,
}: {
  companyId: number | null;
  companyName?: string;
  onChange: (id: number | null) => void;
}) => {
  const t = useT();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const debounced = useDebouncedCallback(setTerm, 500);
  const options = useCompanyWithLogsOptions(term);
  const list = options.data?.data ?? [];
  const found = list.find((o) => o.companyId === companyId);
  // a stable value: the Autocomplete resets its text whenever the value object changes
  const selected = useMemo<TCompanyWithLogs | null>(
    () => (companyId === null ? null : (found ?? ({ companyId, name: companyName ?? '' } as TCompanyWithLogs))),
    [companyId, companyName, found],
  );
  return (
    <Autocomplete<TCompanyWithLogs>
      options={list}
      value={selected}
      inputValue={input}
      onInputChange={(_, value) => {
        setInput(value);
        debounced.run(value.trim());
      }}
      onChange={(_, value) => onChange(value?.companyId ?? null)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.companyId ?? option.id}
      isOptionEqualToValue={(option, value) => option.companyId === value.companyId}
      filterOptions={(x) => x}
      loading={options.isFetching}
      loadingText={t('companyLogs.lineLogs.loadingOptions')}
      noOptionsText={t('companyLogs.lineLogs.noOptions')}
      renderOption={(props, option) => (
        <li {...props} key={option.companyId ?? option.id}>
          <Stack>
            <span>{option.name}</span>
            <Typography variant="caption" color="text.secondary">
              {[option.city, option.uf].filter(Boolean).join(' - ')}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={t('companyLogs.lineLogs.company')} placeholder={t('companyLogs.lineLogs.companyPlaceholder')} />
      )}
      sx={{ maxWidth: { sm: 480 } }}
    />
  );
};

/**
 * settings/companyLineLogs: the entries of one company's history in which its product lines changed,
 * with the lines before and after and what was added or removed (see get-company-line-changes.ts for
 * how they are found and why per company).
 */
export const CompanyLineLogs = () => {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(COMPANY_PARAM);
  const companyId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const latest = useLatestCompanyLog(companyId);
  const resource = useMemo(() => (companyId === null ? null : companyLineChangesResource(companyId, queryClient)), [companyId, queryClient]);

  const columns = useMemo<TDataTableColumn<TLineChange>[]>(
    () => [
      {
        key: 'dtRegister',
        label: t('companyLogs.columns.dataExecucao'),
        display: 'datetime',
        minWidth: 140,
        render: (row) => <Link to={entryPath(row.id)}>{formatScreenDatetime(row.dtRegister)}</Link>,
      },
      { key: 'userActionName', label: t('companyLogs.columns.userName'), minWidth: 140 },
      { key: 'userActionEmail', label: t('companyLogs.columns.userEmail'), sortable: false, hiddenByDefault: true },
      {
        key: 'added',
        label: t('companyLogs.columns.added'),
        sortable: false,
        render: (row) => <LineChips names={row.added} sign="+" color="success" />,
      },
      {
        key: 'removed',
        label: t('companyLogs.columns.removed'),
        sortable: false,
        render: (row) => <LineChips names={row.removed} sign="−" color="error" />,
      },
      { key: 'linesBefore', label: t('companyLogs.columns.linesBefore'), sortable: false, hiddenByDefault: true },
      { key: 'linesAfter', label: t('companyLogs.columns.linesAfter'), sortable: false },
    ],
    [t],
  );

  const choose = (id: number | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams();
      if (id !== null) next.set(COMPANY_PARAM, String(id));
      // a new company starts from the first page, without the previous search
      for (const [key, value] of previous) if (key === 'pageSize') next.set(key, value);
      return next;
    });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('companyLogs.lineLogsTitle')}
          </Typography>
          <Typography color="text.secondary">{t('companyLogs.lineLogs.intro')}</Typography>
        </div>
        <Button component={RouterLink} to={COMPANY_LOGS_PATH} startIcon={<ArrowBackIcon />} sx={{ flexShrink: 0, alignSelf: 'flex-start' }}>
          {t('companyLogs.backToCompanies')}
        </Button>
      </Stack>
      <CompanyPicker companyId={companyId} companyName={latest.data?.name} onChange={choose} />
      {resource ? (
        <DataTable
          key={companyId}
          resource={resource}
          title={t('companyLogs.lineLogsTitle')}
          hideTitle
          columns={columns}
          defaultSort={{ orderBy: 'dtRegister', orderDirection: 'desc' }}
          storageKey="company-line-logs"
          rowActions={[
            {
              key: 'entry',
              label: t('companyLogs.openEntry'),
              icon: <CompareArrowsIcon fontSize="small" />,
              onClick: (row) => void navigate(entryPath(row.id)),
            },
          ]}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('companyLogs.lineLogs.chooseCompany')}</Typography>
        </Paper>
      )}
    </Stack>
  );
};
