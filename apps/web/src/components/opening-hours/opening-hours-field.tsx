import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { MESSAGES, toFieldErrors, ZOpeningHoursSchema, type TOpeningException, type TOpeningHours, type TOpeningInterval } from '@rede/domain';
import type { TFieldRenderProps } from '@/components/form/types';
import { useT } from '@/lib/i18n';

const WEEKDAYS = MESSAGES.openingHours.weekdays;
/** Monday first, as Brazilian schedules are read. */
const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** What a new schedule starts with: Monday to Friday 08:00–18:00, Saturday 08:00–12:00, Sunday closed. */
export const defaultOpeningHours = (): TOpeningHours => ({
  week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    intervals: day === 0 ? [] : day === 6 ? [{ open: '08:00', close: '12:00' }] : [{ open: '08:00', close: '18:00' }],
  })),
  exceptions: [],
});

/** The form's value from a record's: the seven days in order (Sunday first, as the API answers), or null. */
export const openingHoursToForm = (raw: unknown): TOpeningHours | null => {
  if (!raw || typeof raw !== 'object') return null;
  const hours = raw as Partial<TOpeningHours>;
  return {
    week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: (hours.week?.find((d) => d.day === day)?.intervals ?? []).map((i) => ({ ...i })) })),
    exceptions: (hours.exceptions ?? []).map((e) => ({ ...e, intervals: e.intervals.map((i) => ({ ...i })), note: e.note ?? '' })),
  };
};

/** The form's value as sent: the same object (the domain's schema checks it), or null ("not informed"). */
export const openingHoursToPayload = (value: unknown): unknown => value ?? null;

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

type TIntervalsProps = {
  idPrefix: string;
  intervals: TOpeningInterval[];
  errors: Record<string, string>;
  errorPrefix: string;
  disabled: boolean;
  onChange: (intervals: TOpeningInterval[]) => void;
};

/** One or two intervals (a lunch break): native time inputs (HH:mm), add / remove the second. */
const Intervals = ({ idPrefix, intervals, errors, errorPrefix, disabled, onChange }: TIntervalsProps) => {
  const t = useT();
  const set = (index: number, key: keyof TOpeningInterval, text: string) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, [key]: text } : interval)));
  return (
    <Stack spacing={1}>
      {intervals.map((interval, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          {(['open', 'close'] as const).map((key) => {
            const error = errors[`${errorPrefix}.${index}.${key}`];
            const label =
              index === 0
                ? t(key === 'open' ? 'openingHours.open' : 'openingHours.close')
                : t(key === 'open' ? 'openingHours.openAfterBreak' : 'openingHours.closeAfterBreak');
            return (
              <TextField
                key={key}
                id={`${idPrefix}-${index}-${key}`}
                type="time"
                size="small"
                label={label}
                value={interval[key]}
                onChange={(event) => set(index, key, event.target.value)}
                disabled={disabled}
                error={Boolean(error)}
                helperText={error}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
                sx={{ minWidth: 170 }}
              />
            );
          })}
          {index === 1 && (
            <Button
              size="small"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => onChange(intervals.slice(0, 1))}
              disabled={disabled}
              sx={{ alignSelf: 'center' }}
            >
              {t('openingHours.removeInterval')}
            </Button>
          )}
        </Stack>
      ))}
      {intervals.length === 1 && (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={disabled}
            onClick={() => onChange([...intervals, { open: intervals[0]!.close === '00:00' ? '' : intervals[0]!.close, close: '' }])}
          >
            {t('openingHours.addInterval')}
          </Button>
        </Box>
      )}
    </Stack>
  );
};

/**
 * The "Horário de funcionamento" editor (company form, registration's optional step): whether hours are informed,
 * then a fieldset per day (Monday first) with "Fechado" and one or two intervals, and the special dates (date,
 * "Fechado" or hours, note). The messages under each input are the domain schema's (the API's own), computed here
 * when the form shows the field in error (the form engine keeps one message per field).
 */
export const OpeningHoursField = ({ value, onChange, error, disabled, field }: TFieldRenderProps) => {
  const t = useT();
  const hours = value as TOpeningHours | null;
  const errors = useMemo(() => {
    if (!error || !hours) return {};
    const parsed = ZOpeningHoursSchema.safeParse(hours);
    return parsed.success ? {} : toFieldErrors(parsed.error);
  }, [error, hours]);
  const update = (next: Partial<TOpeningHours>) => hours && onChange({ ...hours, ...next });
  const setDay = (day: number, intervals: TOpeningInterval[]) =>
    update({ week: hours!.week.map((entry) => (entry.day === day ? { ...entry, intervals } : entry)) });
  const setException = (index: number, next: Partial<TOpeningException>) =>
    update({ exceptions: hours!.exceptions.map((entry, i) => (i === index ? { ...entry, ...next } : entry)) });
  const unplaced = error && Object.keys(errors).length === 0 ? error : (errors.week ?? errors.exceptions);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="opening-hours-field">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {field.label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('openingHours.intro')}
      </Typography>
      {field.helperText && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {field.helperText}
        </Typography>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={hours !== null}
            onChange={(event) => onChange(event.target.checked ? defaultOpeningHours() : null)}
            disabled={disabled}
          />
        }
        label={t('openingHours.inform')}
      />
      {unplaced && <FormHelperText error>{unplaced}</FormHelperText>}
      {hours && (
        <>
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            {DAY_ORDER.map((day) => {
              const entry = hours.week.find((d) => d.day === day) ?? { day, intervals: [] };
              const closed = entry.intervals.length === 0;
              const legendId = `opening-day-${day}`;
              return (
                <Box
                  key={day}
                  component="fieldset"
                  aria-labelledby={legendId}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 0.5, pb: 1.5, m: 0, minWidth: 0 }}
                >
                  <Typography component="legend" id={legendId} variant="body1" sx={{ px: 0.5, fontWeight: 500 }}>
                    {WEEKDAYS[day]}
                  </Typography>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={closed}
                        disabled={disabled}
                        onChange={(event) => setDay(day, event.target.checked ? [] : [{ open: '08:00', close: '18:00' }])}
                      />
                    }
                    label={t('openingHours.closed')}
                  />
                  {!closed && (
                    <Intervals
                      idPrefix={`opening-${day}`}
                      intervals={entry.intervals}
                      errors={errors}
                      errorPrefix={`week.${hours.week.indexOf(entry)}.intervals`}
                      disabled={disabled}
                      onChange={(intervals) => setDay(day, intervals)}
                    />
                  )}
                  {errors[`week.${hours.week.indexOf(entry)}.intervals`] && (
                    <FormHelperText error>{errors[`week.${hours.week.indexOf(entry)}.intervals`]}</FormHelperText>
                  )}
                </Box>
              );
            })}
          </Stack>

          <Box component="fieldset" aria-labelledby="opening-exceptions" sx={{ border: 0, p: 0, m: 0, mt: 3, minWidth: 0 }}>
            <Typography component="legend" id="opening-exceptions" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('openingHours.exceptions')}
            </Typography>
            {hours.exceptions.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('openingHours.noExceptions')}
              </Typography>
            )}
            <Stack spacing={1.5} sx={{ mt: 1 }}>
              {hours.exceptions.map((exception, index) => {
                const at = `exceptions.${index}`;
                return (
                  <Box
                    key={index}
                    role="group"
                    aria-label={`${t('openingHours.date')} ${index + 1}`}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                  >
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                      <TextField
                        type="date"
                        size="small"
                        label={t('openingHours.date')}
                        value={exception.date}
                        onChange={(event) => setException(index, { date: event.target.value })}
                        disabled={disabled}
                        error={Boolean(errors[`${at}.date`])}
                        helperText={errors[`${at}.date`]}
                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2099-12-31' } }}
                      />
                      <TextField
                        size="small"
                        label={t('openingHours.note')}
                        value={exception.note ?? ''}
                        onChange={(event) => setException(index, { note: event.target.value })}
                        disabled={disabled}
                        error={Boolean(errors[`${at}.note`])}
                        helperText={errors[`${at}.note`]}
                        slotProps={{ htmlInput: { maxLength: 120 } }}
                        sx={{ flexGrow: 1 }}
                      />
                      <Button
                        size="small"
                        startIcon={<DeleteOutlineIcon />}
                        disabled={disabled}
                        onClick={() => update({ exceptions: hours.exceptions.filter((_, i) => i !== index) })}
                        aria-label={`${t('openingHours.removeException')} ${index + 1}`}
                        sx={{ alignSelf: 'center' }}
                      >
                        {t('openingHours.removeException')}
                      </Button>
                    </Stack>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={exception.closed}
                          disabled={disabled}
                          onChange={(event) =>
                            setException(index, {
                              closed: event.target.checked,
                              intervals: event.target.checked ? [] : [{ open: '08:00', close: '12:00' }],
                            })
                          }
                        />
                      }
                      label={t('openingHours.closed')}
                    />
                    {!exception.closed && (
                      <Intervals
                        idPrefix={`opening-exception-${index}`}
                        intervals={exception.intervals}
                        errors={errors}
                        errorPrefix={`${at}.intervals`}
                        disabled={disabled}
                        onChange={(intervals) => setException(index, { intervals })}
                      />
                    )}
                    {errors[`${at}.intervals`] && <FormHelperText error>{errors[`${at}.intervals`]}</FormHelperText>}
                  </Box>
                );
              })}
            </Stack>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={disabled || hours.exceptions.length >= 30}
              onClick={() => update({ exceptions: [...hours.exceptions, { date: todayIso(), closed: true, intervals: [], note: '' }] })}
              sx={{ mt: 1 }}
            >
              {t('openingHours.addException')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
};
