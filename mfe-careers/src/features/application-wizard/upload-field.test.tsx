import { File as NodeFile } from 'node:buffer';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, validatePhotoFile, validationMessages } from '@site/shared/form-rules';
import { mockApi, requestsOf } from '../../test-support/api-mock.ts';
import { renderFields } from './test-form.tsx';
import { UploadField } from './upload-field.tsx';
import { json } from '@site/shared/testing';

const photoField = (
  <UploadField
    name="image_url"
    kind="photo"
    label="Photo"
    description="JPG, JPEG or PNG, up to 2 MB."
    accept={PHOTO_EXTENSIONS}
    check={validatePhotoFile}
  />
);
const stored = '/api/media/files/3f0c6d0e-8f7a-4d55-9a43-2b1f0c1d2e3f.png';
const user = () => userEvent.setup({ applyAccept: false });
/**
 * Node's File, since the test's fetch and FormData are Node's (jest-fixed-jsdom),
 * as a browser's are its own.
 */
const file = (bits: string | Uint8Array, name: string, type: string) =>
  new NodeFile([bits], name, { type }) as unknown as File;
const png = (name: string, size = 1024) => file(new Uint8Array(size), name, 'image/png');

afterEach(() => {
  jest.restoreAllMocks();
});

describe('UploadField', () => {
  it('uploads the chosen photo to the photo field of the media endpoint and shows the shortened name', async () => {
    const fetchMock = mockApi(() => json(201, { media: stored }));
    const { values } = renderFields(photoField);
    await user().upload(screen.getByLabelText('Photo'), png('applicant-photo-2025.png'));

    expect(await screen.findByText('Uploaded: applicant-...png')).toBeInTheDocument();
    expect(values().image_url).toBe(stored);
    const [request] = requestsOf(fetchMock);
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/media/data');
    expect(new URL(request?.url ?? '').searchParams.get('field')).toBe('photo');
  });

  it('shows a short name whole', async () => {
    mockApi(() => json(201, { media: stored }));
    renderFields(photoField);
    await user().upload(screen.getByLabelText('Photo'), png('me.png'));
    expect(await screen.findByText('Uploaded: me.png')).toBeInTheDocument();
  });

  it('refuses another type and an oversize photo before sending, and marks the field invalid', async () => {
    const fetchMock = mockApi(() => json(201, { media: stored }));
    const { values } = renderFields(photoField);
    const input = screen.getByLabelText('Photo');

    await user().upload(input, file('%PDF-1.4', 'photo.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(validationMessages.photoFormat);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user().upload(input, png('large.png', PHOTO_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(validationMessages.photoSize);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(values().image_url).toBeUndefined();

    await user().upload(input, png('fits.png', PHOTO_MAX_BYTES));
    expect(await screen.findByText('Uploaded: fits.png')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the message of a file the API refused', async () => {
    mockApi(() => json(400, { status: 0, message: 'x', errors: { media: validationMessages.photoFormat } }));
    renderFields(photoField);
    await user().upload(screen.getByLabelText('Photo'), png('renamed.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(validationMessages.photoFormat);
  });

  it('logs a failed upload and leaves the field usable', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockApi(() => json(429, { status: 0, message: 'Too many requests.' }));
    const { values } = renderFields(photoField);
    const input = screen.getByLabelText('Photo');
    await user().upload(input, png('applicant-photo.png'));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Uploading the photo failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(values().image_url).toBeUndefined();
    expect(input).toBeEnabled();

    fetchMock.mockImplementation(async () => json(201, { media: stored }));
    await user().upload(input, png('applicant-photo.png'));
    expect(await screen.findByText('Uploaded: applicant-...png')).toBeInTheDocument();
  });
});
