// Test data every package's tests share (`@site/shared/fixtures`): valid submissions, as a visitor would fill them.
export { validApplication } from './forms/career-application-fixture.ts';
export { validEnquiryValues } from './forms/enquiry-form-fixtures.ts';
