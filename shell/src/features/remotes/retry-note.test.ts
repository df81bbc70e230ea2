import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrationRetryCopy } from '@site/shared';
import { createRetryNote } from './retry-note.ts';

describe('createRetryNote', () => {
  it('adds a polite status beside the page, with a button that tries again, and removes it', async () => {
    document.body.innerHTML = '<div id="root"><h1>Guides</h1></div>';
    const onRetry = jest.fn();
    const note = createRetryNote(document, onRetry);

    note.show();
    note.show();
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(hydrationRetryCopy.note));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    // The page stays as it was.
    expect(screen.getByRole('heading', { name: 'Guides' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: hydrationRetryCopy.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    note.hide();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
