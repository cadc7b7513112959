import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel, { stepLabelClasses } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@/components/ui/visually-hidden';

type TFormStepperProps = {
  labels: readonly string[];
  active: number;
  /** Steps holding a field with an error (shown in red). */
  errorSteps: ReadonlySet<number>;
  canJump: (target: number) => boolean;
  onJump: (target: number) => void;
};

/**
 * Horizontal stepper (MUI renders the steps as tabs); a step is enabled only when it can be jumped to. Below the `md`
 * breakpoint the labels go under the numbers, with a little room on each side, breaking inside a word when they must;
 * on a phone (below `sm`) a quarter of the screen cannot hold "Horário de funcionamento", so the labels are left to
 * screen readers and the numbers stand alone: the card under the stepper names the current step. The stepper always
 * fits the screen (MUI's negative margins on the step buttons would make it scroll by a few pixels).
 */
export const FormStepper = ({ labels, active, errorSteps, canJump, onJump }: TFormStepperProps) => {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const labelSx = narrow
    ? { [`& .${stepLabelClasses.labelContainer}.${stepLabelClasses.alternativeLabel}`]: visuallyHidden }
    : compact
      ? { [`& .${stepLabelClasses.label}`]: { overflowWrap: 'anywhere', hyphens: 'auto', px: 0.25 } }
      : undefined;
  return (
    // clipped, never a scroll container: the steps always fit, and a scrollable region would need its own tab stop
    <Stepper activeStep={active} nonLinear alternativeLabel={compact} sx={{ overflowX: 'clip', py: 1 }}>
      {labels.map((label, index) => (
        <Step key={`${index}-${label}`} completed={index < active}>
          <StepButton onClick={() => onJump(index)} disabled={!canJump(index)} sx={{ mx: 0, px: 0 }}>
            <StepLabel error={errorSteps.has(index)} sx={labelSx}>
              {label}
            </StepLabel>
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
};
