/**
 * The 'settings' page (section 3, 'Theme settings'): colour mode, preset colour (or a custom one),
 * font, direction, contrast, menu orientation, boxed container, mini drawer, menu captions and
 * language. Every change applies at once and is kept in localStorage.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import { brandPrimaryColor, useAppConfig } from '@/lib/config';
import { LANGUAGES, useLanguage, useT, type TLanguage } from '@/lib/i18n';
import { PRESETS, PRESET_COLORS, type TPresetColor } from '@/lib/theme/presets';
import { useThemeSettings } from '@/lib/theme/theme-provider';
import { FONT_FAMILIES, type TFontFamily, type TThemeMode } from '@/lib/theme/theme-settings';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Swatch = ({ color, checked }: { color: string; checked?: boolean }) => (
  <Box
    component="span"
    sx={{
      width: 32,
      height: 32,
      borderRadius: '50%',
      bgcolor: color,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: '#fff',
      border: 2,
      borderColor: checked ? 'text.primary' : 'transparent',
      boxShadow: 1,
    }}
  >
    {checked ? <CheckIcon fontSize="small" /> : null}
  </Box>
);

export const CustomizationPanel = () => {
  const t = useT();
  const { settings, setSetting, resetSettings } = useThemeSettings();
  // the scheme on screen (the theme provider re-renders with it once the app runs)
  const { mode } = useTheme().palette;
  const { language, setLanguage } = useLanguage();
  const brand = brandPrimaryColor(useAppConfig().branding);

  const presetLabel = (preset: TPresetColor) =>
    preset === 'default'
      ? t('customization.presetDefault')
      : preset === 'custom'
        ? t('customization.presetCustom')
        : t('customization.presetTheme', { n: preset.replace('theme', '') });
  const presetColor = (preset: TPresetColor) =>
    preset === 'custom' ? settings.customColor : preset === 'default' && brand ? brand : PRESETS[preset][mode].primary;

  return (
    <Stack spacing={3} component="section" aria-labelledby="customization-title">
      <div>
        <Typography id="customization-title" variant="h5" component="h2" gutterBottom>
          {t('customization.title')}
        </Typography>
        <Typography color="text.secondary">{t('customization.intro')}</Typography>
      </div>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={t('customization.mode')}>
            <FormControl>
              <FormLabel id="mode-label" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {t('customization.mode')}
              </FormLabel>
              <RadioGroup aria-labelledby="mode-label" value={settings.mode} onChange={(e) => setSetting('mode', e.target.value as TThemeMode)}>
                <FormControlLabel value="light" control={<Radio />} label={t('customization.modeLight')} />
                <FormControlLabel value="dark" control={<Radio />} label={t('customization.modeDark')} />
                <FormControlLabel value="auto" control={<Radio />} label={t('customization.modeAuto')} />
              </RadioGroup>
            </FormControl>
          </Section>
        </Grid>

        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={t('customization.fontFamily')}>
            <RadioGroup
              aria-label={t('customization.fontFamily')}
              value={settings.fontFamily}
              onChange={(e) => setSetting('fontFamily', e.target.value as TFontFamily)}
            >
              {(Object.keys(FONT_FAMILIES) as TFontFamily[]).map((font) => (
                <FormControlLabel
                  key={font}
                  value={font}
                  control={<Radio />}
                  label={
                    <span style={{ fontFamily: FONT_FAMILIES[font] }}>
                      {t(font === 'system' ? 'customization.fontSystem' : font === 'sans' ? 'customization.fontSans' : 'customization.fontSerif')}
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </Section>
        </Grid>

        <Grid size={12}>
          <Section title={t('customization.presetColor')}>
            <RadioGroup
              row
              aria-label={t('customization.presetColor')}
              value={settings.presetColor}
              onChange={(e) => setSetting('presetColor', e.target.value as TPresetColor)}
              sx={{ gap: 1 }}
            >
              {PRESET_COLORS.map((preset) => (
                <FormControlLabel
                  key={preset}
                  value={preset}
                  label={presetLabel(preset)}
                  labelPlacement="bottom"
                  sx={{ mx: 0, minWidth: 96 }}
                  control={<Radio icon={<Swatch color={presetColor(preset)} />} checkedIcon={<Swatch color={presetColor(preset)} checked />} />}
                />
              ))}
            </RadioGroup>
            {settings.presetColor === 'custom' ? (
              <TextField
                type="color"
                label={t('customization.customColor')}
                value={settings.customColor}
                onChange={(e) => setSetting('customColor', e.target.value)}
                sx={{ mt: 2, width: 200 }}
              />
            ) : null}
          </Section>
        </Grid>

        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={t('customization.menuOrientation')}>
            <RadioGroup
              aria-label={t('customization.menuOrientation')}
              value={settings.menuOrientation}
              onChange={(e) => setSetting('menuOrientation', e.target.value as 'vertical' | 'horizontal')}
            >
              <FormControlLabel value="vertical" control={<Radio />} label={t('customization.menuVertical')} />
              <FormControlLabel value="horizontal" control={<Radio />} label={t('customization.menuHorizontal')} />
            </RadioGroup>
            <FormHelperText>{t('customization.menuHorizontalHelp')}</FormHelperText>
            <Stack sx={{ mt: 2 }}>
              <FormControlLabel
                control={<Switch checked={settings.miniDrawer} onChange={(e) => setSetting('miniDrawer', e.target.checked)} />}
                label={t('customization.miniDrawer')}
              />
              <FormHelperText sx={{ mt: 0, mb: 1 }}>{t('customization.miniDrawerHelp')}</FormHelperText>
              <FormControlLabel
                control={<Switch checked={settings.menuCaption} onChange={(e) => setSetting('menuCaption', e.target.checked)} />}
                label={t('customization.menuCaption')}
              />
            </Stack>
          </Section>
        </Grid>

        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={t('customization.direction')}>
            <RadioGroup
              aria-label={t('customization.direction')}
              value={settings.themeDirection}
              onChange={(e) => setSetting('themeDirection', e.target.value as 'ltr' | 'rtl')}
            >
              <FormControlLabel value="ltr" control={<Radio />} label={t('customization.directionLtr')} />
              <FormControlLabel value="rtl" control={<Radio />} label={t('customization.directionRtl')} />
            </RadioGroup>
            <Stack sx={{ mt: 2 }}>
              <FormControlLabel
                control={<Switch checked={settings.themeContrast} onChange={(e) => setSetting('themeContrast', e.target.checked)} />}
                label={t('customization.contrast')}
              />
              <FormHelperText sx={{ mt: 0, mb: 1 }}>{t('customization.contrastHelp')}</FormHelperText>
              <FormControlLabel
                control={<Switch checked={settings.container} onChange={(e) => setSetting('container', e.target.checked)} />}
                label={t('customization.container')}
              />
              <FormHelperText sx={{ mt: 0 }}>{t('customization.containerHelp')}</FormHelperText>
            </Stack>
          </Section>
        </Grid>

        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={t('customization.language')}>
            <TextField
              select
              fullWidth
              label={t('customization.language')}
              value={language}
              onChange={(e) => setLanguage(e.target.value as TLanguage)}
            >
              {LANGUAGES.map((l) => (
                <MenuItem key={l.code} value={l.code}>
                  {l.label}
                </MenuItem>
              ))}
            </TextField>
          </Section>
        </Grid>
      </Grid>

      <Box>
        <Button variant="outlined" onClick={resetSettings}>
          {t('customization.reset')}
        </Button>
      </Box>
    </Stack>
  );
};
