import { describe, expect, it } from '@jest/globals';
import { brand } from '@site/shared';
import type { Opening } from '@site/shared';
import { EMPLOYMENT_TYPES, jobPostingStructuredData } from './job-posting-structured-data.ts';

const opening: Opening = {
  slug: 'claims-associate-udaipur',
  position_name: 'Claims Associate',
  department_name: 'Insurance Operations',
  location: 'Udaipur, Rajasthan',
  jd_data: '/media/openings/jd/claims-associate-udaipur.pdf',
  about_role: '<p>Process first notices of loss.</p>',
  key_responsibiliy: '<ul><li>Set up claims</li></ul>',
  jobDescription_data: [],
  job_active_status: '1',
  posted_date: '2025-09-22',
  employment_type: 'Full-time',
};

describe('jobPostingStructuredData (issue 52: what Google asks of a JobPosting)', () => {
  it('dates the posting, types the employment and places an office role at its address', () => {
    expect(jobPostingStructuredData(opening)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Claims Associate',
      datePosted: '2025-09-22',
      employmentType: EMPLOYMENT_TYPES['Full-time'],
      hiringOrganization: { '@type': 'Organization', name: brand.legalName },
      identifier: { '@type': 'PropertyValue', value: opening.slug },
      jobLocation: { address: { addressLocality: 'Udaipur', addressCountry: 'IN' } },
    });
  });

  it('marks a remote role as telecommute, and leaves out what the opening does not say', () => {
    const undated: Opening = { ...opening, location: 'Remote (India)' };
    delete undated.posted_date;
    delete undated.employment_type;
    const data = jobPostingStructuredData(undated);
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { name: 'India' } });
    expect(data).not.toHaveProperty('datePosted');
    expect(data).not.toHaveProperty('employmentType');
    expect(data).not.toHaveProperty('jobLocation');
  });
});
