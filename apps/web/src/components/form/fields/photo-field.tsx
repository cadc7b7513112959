import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { FORM_TEXTS } from '../texts';
import { useUploadProgress } from '../upload-progress-context';
import { type TFieldProps } from './field-props';
import { ImageDropZone } from './image-drop-zone';
import { imageHints } from './image-hints';
import { ImagePreview } from './image-preview';

/** photo: one image with preview; picking another file replaces the previous one. */
export const PhotoField = ({ field, value, onChange, onBlur, error, required, disabled }: TFieldProps) => {
  const progress = useUploadProgress();
  const image = value instanceof File || (typeof value === 'string' && value !== '') ? value : null;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled} fullWidth>
      <FormLabel component="legend">{field.label}</FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {image ? (
          <ImagePreview
            image={image}
            alt={FORM_TEXTS.imagePreview(field.label)}
            removeLabel={FORM_TEXTS.removeImage}
            onRemove={() => {
              onChange(null);
              onBlur();
            }}
            disabled={disabled}
          />
        ) : null}
        {image instanceof File && progress !== null ? (
          <LinearProgress variant="determinate" value={progress} aria-label={FORM_TEXTS.uploading(progress)} />
        ) : null}
        <ImageDropZone
          label={field.label}
          multiple={false}
          disabled={disabled}
          maxBytes={field.maxFileBytes}
          hints={imageHints(field)}
          error={Boolean(error)}
          pickLabel={image ? FORM_TEXTS.replaceFile : FORM_TEXTS.pickFile}
          onFiles={(files) => onChange(files[0] ?? null)}
          onBlur={onBlur}
        />
      </Stack>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
};
