import { beforeEach, describe, expect, it } from '@jest/globals';
import { MAX_TEXT_LENGTH } from '@site/shared/form-rules';
import {
  clearCareerSelection,
  loadCampaignDetail,
  loadCareerSelection,
  rememberCampaignDetail,
  saveCareerSelection,
} from './career-selection.ts';

const selection = {
  positionName: 'Insurance Process Associate',
  departmentName: 'Insurance Operations',
  jdLink: '/media/openings/jd/insurance-process-associate.pdf',
};

describe('the career selection', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept for the tab', () => {
    saveCareerSelection({ ...selection, campaignDetail: 'utm_source=campaign' });
    expect(loadCareerSelection()).toEqual({ ...selection, campaignDetail: 'utm_source=campaign' });
    clearCareerSelection();
    expect(loadCareerSelection()).toBeUndefined();
  });

  it.each(['positionName', 'departmentName', 'jdLink'] as const)('counts as missing without %s', (field) => {
    saveCareerSelection({ ...selection, [field]: ' ' });
    expect(loadCareerSelection()).toBeUndefined();
  });

  it('ignores stored text that is not a selection', () => {
    sessionStorage.setItem('arcwell.careers.selection', '{broken');
    expect(loadCareerSelection()).toBeUndefined();
  });
});

describe('the campaign detail', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a query string longer than 5 characters, without its question mark', () => {
    rememberCampaignDetail('?abcde');
    expect(loadCampaignDetail()).toBeUndefined();
    rememberCampaignDetail('?abcdef');
    expect(loadCampaignDetail()).toBe('abcdef');
  });

  it('leaves an earlier detail when the next query is too short', () => {
    rememberCampaignDetail('?utm_source=campaign');
    rememberCampaignDetail('');
    expect(loadCampaignDetail()).toBe('utm_source=campaign');
  });

  it('cuts a very long detail to what the API accepts', () => {
    rememberCampaignDetail(`?${'x'.repeat(MAX_TEXT_LENGTH + 50)}`);
    expect(loadCampaignDetail()).toHaveLength(MAX_TEXT_LENGTH);
  });
});
