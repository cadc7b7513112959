import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import { useFormServices } from '../form-services';
import { useObjectUrl } from './use-object-url';

/** A stored image (by name) or a picked file (by object URL), with a remove button. */
export const ImagePreview = ({
  image,
  alt,
  removeLabel,
  onRemove,
  disabled,
  height = 140,
}: {
  image: string | File;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
  height?: number;
}) => {
  const { fileUrl } = useFormServices();
  const objectUrl = useObjectUrl(image);
  const src = typeof image === 'string' ? fileUrl(image) : objectUrl;
  return (
    <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
      {src ? (
        <Box component="img" src={src} alt={alt} sx={{ display: 'block', width: '100%', height, objectFit: 'contain' }} />
      ) : (
        <Box role="img" aria-label={alt} sx={{ height }} />
      )}
      <Tooltip title={removeLabel}>
        <span style={{ position: 'absolute', top: 4, right: 4 }}>
          <IconButton
            size="small"
            aria-label={removeLabel}
            onClick={onRemove}
            disabled={disabled}
            sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
};
