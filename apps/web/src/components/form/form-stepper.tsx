import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

type TFormStepperProps = {
  labels: readonly string[];
  active: number;
  /** Steps holding a field with an error (shown in red). */
  errorSteps: ReadonlySet<number>;
  canJump: (target: number) => boolean;
  onJump: (target: number) => void;
};

/** Horizontal stepper (MUI renders the steps as tabs); a step is enabled only when it can be jumped to. */
export const FormStepper = ({ labels, active, errorSteps, canJump, onJump }: TFormStepperProps) => {
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Stepper activeStep={active} nonLinear alternativeLabel={compact} sx={{ overflowX: 'auto', py: 1 }}>
      {labels.map((label, index) => (
        <Step key={`${index}-${label}`} completed={index < active}>
          <StepButton onClick={() => onJump(index)} disabled={!canJump(index)}>
            <StepLabel error={errorSteps.has(index)}>{label}</StepLabel>
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
};
