// What tooling outside the API package may use of its privacy features (`api/privacy-tools`): the scale test makes
// one key for every API instance, and reads an upload as staff do, through a signed link.
export { newKeyText } from './personal-data-key.ts';
export { signUploadLink } from './upload-links.ts';
