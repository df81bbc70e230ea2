import { describe, expect, it } from '@jest/globals';
import { sampleFiles } from '../../test/sample-files.ts';
import { inspectDocx, inspectImage, inspectPdf } from '@site/shared/server/upload-content';

/** The smallest files the end-to-end suites upload: they must keep passing. */
const E2E_PDFS = [
  '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
];
const E2E_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('content inspection lets valid files through', () => {
  it.each(E2E_PDFS)('the e2e PDF %p', async (pdf) => {
    expect(await inspectPdf(Buffer.from(pdf, 'latin1'))).toBeUndefined();
  });

  it('the e2e PNG and the sample files', async () => {
    const files = await sampleFiles();
    expect(await inspectImage(Buffer.from(E2E_PNG, 'base64'), 'refused')).toBeUndefined();
    expect(await inspectImage(files.jpeg, 'refused')).toBeUndefined();
    expect(await inspectPdf(files.pdf)).toBeUndefined();
    expect(inspectDocx(files.docx)).toBeUndefined();
  });
});
