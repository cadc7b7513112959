import { use, useEffect, type RefObject } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@rede/domain/messages';
import { useUnsavedChangesGuard, type TUnsavedChangesGuard } from './use-unsaved-changes-guard';

export type TGuardControl = Pick<TUnsavedChangesGuard, 'release' | 'arm'>;

type TProps = {
  isDirty: boolean;
  /** Filled with the guard's release / arm, for the form's Salvar and Cancelar. */
  controlRef: RefObject<TGuardControl | null>;
};

const TEXTS = MESSAGES.unsavedChanges;

const BlockingGuard = ({ isDirty, controlRef }: TProps) => {
  const { blocker, release, arm } = useUnsavedChangesGuard(isDirty);
  useEffect(() => {
    controlRef.current = { release, arm };
    return () => {
      controlRef.current = null;
    };
  }, [controlRef, release, arm]);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-changes-title" aria-describedby="unsaved-changes-text">
      <DialogTitle id="unsaved-changes-title">{TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{TEXTS.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {TEXTS.stay}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {TEXTS.discard}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The one unsaved-changes guard of the back-office forms: asks 'Descartar alterações?' before a
 * navigation while the form is dirty. Outside a data router (a form rendered alone) it guards nothing.
 */
export const UnsavedChangesGuard = (props: TProps) => (use(UNSAFE_DataRouterContext) ? <BlockingGuard {...props} /> : null);
