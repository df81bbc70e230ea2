import { describe, expect, it } from '@jest/globals';
import { careerApplicationFields } from '@site/shared/form-rules';
import { validApplication } from '@site/shared/fixtures';
import { applicationPayload } from './application-payload.ts';
import { UPLOAD_ERRORS, UPLOAD_NAMES } from './upload-state.ts';

describe('applicationPayload', () => {
  it('sends the Aadhaar number without its dashes', () => {
    expect(applicationPayload({ aadhaar: '1234-5678-9012' }).aadhaar).toBe('123456789012');
  });

  it('sends every application field that holds text or a tick, and nothing else', () => {
    const payload = applicationPayload({
      ...validApplication(),
      home_phone: undefined,
      [UPLOAD_NAMES]: { image_url: 'me.png' },
      [UPLOAD_ERRORS]: {},
    });
    expect(Object.keys(payload).every((name) => (careerApplicationFields as readonly string[]).includes(name))).toBe(
      true,
    );
    expect(payload).not.toHaveProperty('home_phone');
    expect(payload.permanentAddressSame).toBe(true);
    expect(payload.firstName).toBe('Ravi');
  });
});
