import { beforeEach, describe, expect, it } from '@jest/globals';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from './application-draft.ts';

describe('the application draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('brings back the answers for the same position only', () => {
    saveApplicationDraft('Claims Associate', { firstName: 'Ravi', uploadNames: { image_url: 'me.png' } });
    expect(loadApplicationDraft('Claims Associate')).toEqual({
      firstName: 'Ravi',
      uploadNames: { image_url: 'me.png' },
    });
    expect(loadApplicationDraft('SEO Executive')).toBeUndefined();
    clearApplicationDraft();
    expect(loadApplicationDraft('Claims Associate')).toBeUndefined();
  });

  it('keeps no helper value but the upload names', () => {
    saveApplicationDraft('Claims Associate', { firstName: 'Ravi', uploadErrors: { image_url: 'Too big' } });
    expect(loadApplicationDraft('Claims Associate')).toEqual({ firstName: 'Ravi' });
  });
});
