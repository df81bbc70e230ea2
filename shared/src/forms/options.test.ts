import { describe, expect, it } from '@jest/globals';
import { brand } from '../brand/brand.ts';
import { DEFAULT_COUNTRY_CODE } from '../validation/limits.ts';
import { countryDialCodes, dialCodes } from './country-codes.ts';
import { indianStates } from './indian-states.ts';
import {
  completionStatusOptions,
  consultationServiceOptions,
  graduationDegreeOptions,
  jobPortalOptions,
  partnershipIndustryOptions,
  postGraduationDegreeOptions,
  socialMediaOptions,
  sourceOfInformation,
  sourceOfInformationOptions,
} from './options.ts';

const hasNoDuplicates = (list: readonly string[]) => new Set(list).size === list.length;

describe('option lists', () => {
  it('hold the counts of forms-spec section 3 without duplicates', () => {
    const lists: [readonly string[], number][] = [
      [consultationServiceOptions, 7],
      [partnershipIndustryOptions, 4],
      [sourceOfInformationOptions, 9],
      [jobPortalOptions, 4],
      [socialMediaOptions, 3],
      [graduationDegreeOptions, 10],
      [postGraduationDegreeOptions, 12],
      [completionStatusOptions, 2],
    ];
    for (const [list, count] of lists) {
      expect(list).toHaveLength(count);
      expect(hasNoDuplicates(list)).toBe(true);
    }
  });

  it('names the academy source after the product', () => {
    expect(sourceOfInformation.academy).toBe(`${brand.name} Academy`);
    expect(sourceOfInformationOptions.at(-1)).toBe(sourceOfInformation.academy);
  });

  it('keeps Other last among the portals', () => {
    expect(jobPortalOptions.at(-1)).toBe('Other');
  });
});

describe('indianStates', () => {
  it('lists the 37 states and territories once each', () => {
    expect(indianStates).toHaveLength(37);
    expect(hasNoDuplicates(indianStates)).toBe(true);
    expect(indianStates).toEqual(expect.arrayContaining(['Dadra and Nagar Haveli', 'Daman and Diu', 'Ladakh']));
  });
});

describe('countryDialCodes', () => {
  it('has about 240 countries, each named once by three capital letters', () => {
    expect(countryDialCodes.length).toBeGreaterThanOrEqual(235);
    expect(countryDialCodes.length).toBeLessThanOrEqual(250);
    const names = countryDialCodes.map((country) => country.name);
    expect(hasNoDuplicates(names)).toBe(true);
    for (const { name, code } of countryDialCodes) {
      expect(name).toMatch(/^[A-Z]{3}$/);
      expect(code).toMatch(/^\+[1-9]\d{0,3}$/);
    }
  });

  it('has the codes of the spec and of North America', () => {
    expect(countryDialCodes).toEqual(
      expect.arrayContaining([
        { name: 'IND', code: DEFAULT_COUNTRY_CODE },
        { name: 'USA', code: '+1' },
        { name: 'CAN', code: '+1' },
      ]),
    );
  });

  it('offers each dialling code once for validation', () => {
    expect(hasNoDuplicates(dialCodes)).toBe(true);
    expect(dialCodes).toContain(DEFAULT_COUNTRY_CODE);
  });
});
