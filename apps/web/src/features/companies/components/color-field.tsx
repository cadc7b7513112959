import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TFieldRenderProps } from '@/components/form/types';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useT } from '@/lib/i18n';

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;
/** Where the native picker opens when no colour is chosen yet (it needs one); never shown as the swatch. */
const PICKER_START = '#c62828';

/** '#abc' → '#aabbcc' (the native picker takes only the long form); null when not a colour. */
const longHex = (text: string): string | null => {
  if (!HEX.test(text)) return null;
  return text.length === 4 ? `#${[...text.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : text.toLowerCase();
};

/**
 * The visual identity colour: a colour picker beside a #rrggbb text input ('' clears it). Without a colour the
 * swatch shows an empty, struck-through square (a black one would read as "black chosen").
 */
export const ColorField = ({ field, value, onChange, onBlur, error, disabled }: TFieldRenderProps) => {
  const t = useT();
  const text = typeof value === 'string' ? value : '';
  const name = field.property;
  const color = longHex(text);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        data-testid="color-swatch"
        data-empty={color ? undefined : 'true'}
        title={color ? undefined : t('companies.hints.colorNone')}
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: 56,
          height: 56,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: color ?? 'background.paper',
          overflow: 'hidden',
          // no colour: a diagonal line across the empty square
          backgroundImage: color
            ? 'none'
            : 'linear-gradient(to top right, transparent calc(50% - 1px), var(--mui-palette-text-secondary) 50%, transparent calc(50% + 1px))',
          '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {/* the native picker covers the swatch, transparent: the square shows the colour (or its absence) */}
        <Box
          component="input"
          type="color"
          aria-label={t('companies.hints.colorPicker', { label: field.label })}
          aria-describedby={color ? undefined : `field-${name}-none`}
          value={color ?? PICKER_START}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          disabled={disabled}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            p: 0,
            m: 0,
            border: 0,
            opacity: 0,
            cursor: disabled ? 'default' : 'pointer',
          }}
        />
        {color ? null : (
          <span id={`field-${name}-none`} style={visuallyHidden}>
            {t('companies.hints.colorNone')}
          </span>
        )}
      </Box>
      <TextField
        id={`field-${name}`}
        name={name}
        label={field.label}
        value={text}
        onChange={(event) => onChange(event.target.value.trim())}
        onBlur={onBlur}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ?? field.helperText}
        placeholder="#c62828"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
      />
    </Box>
  );
};
