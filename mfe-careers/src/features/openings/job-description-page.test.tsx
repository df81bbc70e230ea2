import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLOSED_JOB_MESSAGE,
  NOT_FOUND_COPY,
  NOT_FOUND_ROBOTS,
  NOT_FOUND_ROUTE_ID,
  apiMessages,
  brand,
  getRoute,
} from '@site/shared';
import type { Opening } from '@site/shared';
import { loadCareerSelection, rememberCampaignDetail } from '../../lib/career-selection.ts';
import { mockApi, requestsOf } from '../../test-support/api-mock.ts';
import { renderPage } from '../../test-support/render-page.tsx';
import { JobDescriptionPage } from './job-description-page.tsx';
import { json } from '@site/shared/testing';

const opening: Opening = {
  slug: 'ai-ml-engineer-remote-india',
  position_name: 'AI/ML Engineer',
  department_name: 'AI and Technology',
  location: 'Remote (India)',
  jd_data: '/media/openings/jd/ai-ml-engineer-remote-india.pdf',
  about_role: 'You will build practical AI solutions for our clients.',
  key_responsibiliy: '<ul><li>Build and evaluate models</li><li>Deploy models as APIs</li></ul>',
  jobDescription_data: [
    { heading: 'Qualifications', heading_description: '<ul><li>A degree in computer science</li></ul>' },
    { heading: 'Working hours', heading_description: '<p>Night shift (IST).</p>' },
  ],
  job_active_status: '1',
};

const path = getRoute('job-description').path;
const entry = `${path}#AI%2FML%20Engineer`;

describe('JobDescriptionPage', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('loads the opening the fragment names and shows its sections', async () => {
    const fetchMock = mockApi(() => json(200, { status: true, data: opening }));
    renderPage(<JobDescriptionPage />, { path, entry });

    expect(await screen.findByRole('heading', { level: 2, name: 'About the Role' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'AI/ML Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Key Responsibilities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Qualifications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Working hours' })).toBeInTheDocument();
    expect(screen.getByText('Deploy models as APIs')).toBeInTheDocument();
    expect(requestsOf(fetchMock)[0]?.url).toMatch(/\/api\/currunt\/opening\/details\/AI%2FML%20Engineer$/);
  });

  it('hands the selection and the campaign detail on to the application form', async () => {
    mockApi(() => json(200, { status: true, data: opening }));
    rememberCampaignDetail('?utm_source=campaign');
    renderPage(<JobDescriptionPage />, { path, entry });

    const apply = await screen.findByRole('button', { name: 'Apply Now' });
    expect(apply).toBeEnabled();
    expect(screen.queryByText(CLOSED_JOB_MESSAGE)).not.toBeInTheDocument();
    await userEvent.click(apply);

    expect(screen.getByTestId('current-location')).toHaveTextContent(getRoute('apply-now').path);
    expect(loadCareerSelection()).toEqual({
      positionName: 'AI/ML Engineer',
      departmentName: 'AI and Technology',
      jdLink: '/media/openings/jd/ai-ml-engineer-remote-india.pdf',
      campaignDetail: 'utm_source=campaign',
    });
  });

  it.each(['0', '', '2'])('disables Apply Now with the closed message for status %p', async (status) => {
    mockApi(() => json(200, { status: true, data: { ...opening, job_active_status: status } }));
    renderPage(<JobDescriptionPage />, { path, entry });

    const apply = await screen.findByRole('button', { name: 'Apply Now' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(CLOSED_JOB_MESSAGE);
  });

  it('goes to /careers without a fragment', () => {
    const fetchMock = mockApi(() => json(200, {}));
    renderPage(<JobDescriptionPage />, { path });
    expect(screen.getByTestId('current-location')).toHaveTextContent(getRoute('careers').path);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the not-found page in place, with noindex, for a position the API does not know (issue 52)', async () => {
    mockApi(() => json(404, { status: 0, message: apiMessages.notFound }));
    renderPage(<JobDescriptionPage />, { path, entry: `${path}?position=no-such-job#no-such-job` });

    const notFoundTitle = getRoute(NOT_FOUND_ROUTE_ID).title;
    expect(await screen.findByRole('heading', { level: 1, name: notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'no-such-job' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND_COPY.homeLink })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', NOT_FOUND_ROBOTS),
    );
    expect(document.title).toBe(`${notFoundTitle} | ${brand.name}`);
    // No redirect: the not-found page stands at the address asked for.
    expect(screen.queryByTestId('current-location')).not.toBeInTheDocument();
  });

  it('goes to /careers when the opening cannot be loaded for another reason', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(() => json(500, { status: 0, message: apiMessages.internal }));
    renderPage(<JobDescriptionPage />, { path, entry: `${path}#No%20such%20role` });
    await waitFor(() => expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/careers$/));
  });
});
