import { EducationStepFields } from './steps/education-step-fields.tsx';
import { PersonalStepFields } from './steps/personal-step-fields.tsx';
import { PositionStepFields } from './steps/position-step-fields.tsx';
import { WorkStepFields } from './steps/work-step-fields.tsx';

interface StepFieldsProps {
  step: number;
  campaign: boolean;
  now: Date;
}

/** The fields of the page in view; the others are unmounted, their values kept by the one form. */
export function StepFields({ step, campaign, now }: StepFieldsProps) {
  switch (step) {
    case 0:
      return <PositionStepFields campaign={campaign} />;
    case 1:
      return <PersonalStepFields now={now} />;
    case 2:
      return <EducationStepFields now={now} />;
    default:
      return <WorkStepFields />;
  }
}
