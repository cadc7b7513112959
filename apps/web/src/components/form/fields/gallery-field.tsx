import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { GALLERY_PER_ROW } from '@rede/domain';
import { FORM_TEXTS } from '../texts';
import { useUploadProgress } from '../upload-progress-context';
import { type TFieldProps } from './field-props';
import { ImageDropZone } from './image-drop-zone';
import { imageHints } from './image-hints';
import { ImagePreview } from './image-preview';

/** gallery: several images, 4 per row (section 9), each removable; new files are added. */
export const GalleryField = ({ field, value, onChange, onBlur, error, required, disabled }: TFieldProps) => {
  const progress = useUploadProgress();
  const images = (Array.isArray(value) ? value : []).filter(
    (item): item is string | File => item instanceof File || (typeof item === 'string' && item !== ''),
  );
  const room = field.maxFiles === undefined ? undefined : Math.max(0, field.maxFiles - images.length);
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled} fullWidth>
      <FormLabel component="legend">{field.label}</FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {images.length > 0 ? (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: `repeat(${GALLERY_PER_ROW}, minmax(0, 1fr))` }}
          >
            {images.map((image, index) => (
              <li key={typeof image === 'string' ? image : `${image.name}-${image.lastModified}-${index}`}>
                <ImagePreview
                  image={image}
                  alt={`${FORM_TEXTS.imagePreview(field.label)} ${index + 1}`}
                  removeLabel={FORM_TEXTS.removeImageN(index + 1)}
                  onRemove={() => {
                    onChange(images.filter((_, i) => i !== index));
                    onBlur();
                  }}
                  disabled={disabled}
                  height={100}
                />
              </li>
            ))}
          </Box>
        ) : null}
        {images.some((image) => image instanceof File) && progress !== null ? (
          <LinearProgress variant="determinate" value={progress} aria-label={FORM_TEXTS.uploading(progress)} />
        ) : null}
        <ImageDropZone
          label={field.label}
          multiple
          disabled={disabled || room === 0}
          maxBytes={field.maxFileBytes}
          room={room}
          hints={imageHints(field)}
          error={Boolean(error)}
          onFiles={(files) => onChange([...images, ...files])}
          onBlur={onBlur}
        />
      </Stack>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
};
