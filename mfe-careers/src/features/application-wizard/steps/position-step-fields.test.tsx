import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  jobPortalOptions,
  sourceOfInformation,
  sourceOfInformationOptions,
  validationMessages,
} from '@site/shared/form-rules';
import { renderFields } from '../test-form.tsx';
import { PositionStepFields } from './position-step-fields.tsx';

const opening = {
  deptType: 'Insurance Operations',
  PositionApplied: 'Insurance Process Associate',
  jdLink: '/media/openings/jd/insurance-process-associate.pdf',
  DateOfInterview: '2025-06-14',
};

const source = () => screen.getByLabelText('How did you hear about this opening?');
const revealed = () =>
  [
    'Job portal',
    'Social media platform',
    "Referrer's name",
    "Referrer's designation",
    "Referrer's contact number",
    'Campus name',
    'Campus location',
  ].filter((label) => screen.queryByLabelText(label) !== null);

describe('the position step', () => {
  it('shows the opening and the interview date read-only, with the job description link', () => {
    renderFields(<PositionStepFields campaign={false} />, opening);
    expect(screen.getByLabelText('Department')).toHaveValue('Insurance Operations');
    expect(screen.getByLabelText('Position applied for')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Interview date')).toHaveValue('2025-06-14');
    expect(screen.getByLabelText('Interview date')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Read the job description (PDF)' })).toHaveAttribute(
      'href',
      opening.jdLink,
    );
  });

  it('offers every source, and reveals only the chosen source’s questions', async () => {
    renderFields(<PositionStepFields campaign={false} />, opening);
    const options = [...(source() as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
    expect(options).toEqual(sourceOfInformationOptions);
    expect(revealed()).toEqual([]);

    await userEvent.selectOptions(source(), sourceOfInformation.jobPortals);
    expect(revealed()).toEqual(['Job portal']);
    const portals = [...(screen.getByLabelText('Job portal') as HTMLSelectElement).options].map((o) => o.value);
    expect(portals.filter(Boolean)).toEqual([...jobPortalOptions]);

    await userEvent.selectOptions(source(), sourceOfInformation.socialMedia);
    expect(revealed()).toEqual(['Social media platform']);

    await userEvent.selectOptions(source(), sourceOfInformation.referral);
    expect(revealed()).toEqual(["Referrer's name", "Referrer's designation", "Referrer's contact number"]);

    await userEvent.selectOptions(source(), sourceOfInformation.campus);
    expect(revealed()).toEqual(['Campus name', 'Campus location']);

    await userEvent.selectOptions(source(), sourceOfInformation.walkIn);
    expect(revealed()).toEqual([]);
  });

  it('takes only digits, at most 10, for the referrer’s number and no digits in the name', async () => {
    renderFields(<PositionStepFields campaign={false} />, { ...opening, SourceOfInformationType: 'Referral' });
    await userEvent.type(screen.getByLabelText("Referrer's contact number"), '98a76-54321099');
    expect(screen.getByLabelText("Referrer's contact number")).toHaveValue('9876543210');
    await userEvent.type(screen.getByLabelText("Referrer's name"), 'Asha 2 Rao');
    expect(screen.getByLabelText("Referrer's name")).toHaveValue('Asha  Rao');
  });

  it('hides the source for a campaign visitor and asks for the social media platform', () => {
    renderFields(<PositionStepFields campaign />, { ...opening, SourceOfInformationType: 'Social Media' });
    expect(screen.queryByLabelText('How did you hear about this opening?')).not.toBeInTheDocument();
    expect(revealed()).toEqual(['Social media platform']);
  });

  it('says at once that there are no day-shift openings when night shift is refused', async () => {
    renderFields(<PositionStepFields campaign={false} />, opening);
    const nightShift = screen.getByLabelText('Are you willing to work night shifts?');
    await userEvent.selectOptions(nightShift, 'No');
    expect(screen.getByRole('alert')).toHaveTextContent(validationMessages.noDayShift);
    await userEvent.selectOptions(nightShift, 'Yes');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
