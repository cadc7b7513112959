import { useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { FORM_TEXTS } from '../texts';
import { IMAGE_ACCEPT, partitionImageFilesByContent, type TRejectedFile } from '../uploads';

type TImageDropZoneProps = {
  label: string;
  multiple: boolean;
  disabled?: boolean;
  maxBytes?: number;
  /** Gallery: how many more images fit. */
  room?: number;
  /** Hints under the zone (suggested size, accepted types). */
  hints: string[];
  error?: boolean;
  /** Button text: 'Escolher arquivo' or 'Trocar imagem'. */
  pickLabel?: string;
  onFiles: (accepted: File[]) => void;
  onBlur?: () => void;
};

/**
 * Drop zone and file picker for images: accepts jpg, jpeg and png; every rejected file is listed
 * with its errors (section 5) until the list is dismissed or a new pick succeeds.
 */
export const ImageDropZone = ({
  label,
  multiple,
  disabled = false,
  maxBytes,
  room,
  hints,
  error = false,
  pickLabel,
  onFiles,
  onBlur,
}: TImageDropZoneProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<TRejectedFile[]>([]);
  const hintId = useId();
  const rejectedId = useId();
  const pick = pickLabel ?? (multiple ? FORM_TEXTS.pickFiles : FORM_TEXTS.pickFile);

  const take = async (files: File[]) => {
    if (disabled || files.length === 0) return;
    // the first bytes decide, not the name: a text renamed `.png` is refused here, by name, before any preview
    const result = await partitionImageFilesByContent(files, { multiple, maxBytes, room });
    setRejected(result.rejected);
    if (result.accepted.length > 0) onFiles(result.accepted);
    onBlur?.();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(Array.from(event.dataTransfer?.files ?? []));
  };

  return (
    <Box>
      <Box
        role="group"
        aria-label={FORM_TEXTS.dropZone(label)}
        aria-describedby={`${hintId}${rejected.length ? ` ${rejectedId}` : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <CloudUploadOutlinedIcon color="action" aria-hidden />
        <Typography variant="body2" sx={{ mb: 1 }}>
          {multiple ? FORM_TEXTS.dropHereMany : FORM_TEXTS.dropHere}
        </Typography>
        {/* a form with several image fields has several pickers: each one's name says which field it fills */}
        <Button
          variant="outlined"
          size="small"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-label={FORM_TEXTS.pickFor(pick, label)}
        >
          {pick}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          disabled={disabled}
          aria-label={label}
          data-testid="image-file-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void take(files);
          }}
        />
        <Box id={hintId}>
          {hints.map((hint) => (
            <Typography key={hint} variant="caption" color="text.secondary" component="p">
              {hint}
            </Typography>
          ))}
        </Box>
      </Box>
      {rejected.length > 0 ? (
        <Alert
          id={rejectedId}
          severity="error"
          sx={{ mt: 1, textAlign: 'left' }}
          onClose={() => setRejected([])}
          slotProps={{ closeButton: { 'aria-label': FORM_TEXTS.dismissRejected } }}
        >
          <AlertTitle>{FORM_TEXTS.rejectedFiles}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {rejected.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <strong>{file.name}</strong>: {file.errors.join(' ')}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
};
