// JSON Schemas of the API's requests and answers (TypeBox), for the API and
// its tests. Browser apps never import this entry: they take the types
// derived from it through @site/shared/contracts, which cost no bytes.
export * from './api/schemas/common.ts';
export * from './api/schemas/content.ts';
export * from './api/schemas/submissions.ts';
export * from './api/schemas/releases.ts';
