import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dialogCopy } from '../constants/accessibility.ts';
import { VideoModal } from './video-modal.tsx';

function Harness({ playerOrigin }: { playerOrigin?: string | undefined }) {
  const [video, setVideo] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setVideo('https://player.videohost.example/video/42')}>
        Play
      </button>
      <VideoModal
        videoUrl={video}
        title="Client story"
        onClose={() => setVideo(null)}
        playerOrigin={playerOrigin}
        poster={{ src: '/story.jpg', alt: 'Maria at her desk', width: 320, height: 180 }}
      />
    </>
  );
}

describe('VideoModal', () => {
  it('plays with the player options, ignores Escape and the backdrop, and empties the source on Close', async () => {
    render(<Harness playerOrigin="https://player.videohost.example" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));

    const dialog = screen.getByRole('dialog', { name: 'Client story' });
    const frame = screen.getByTitle('Client story');
    expect(frame.getAttribute('src')).toBe(
      'https://player.videohost.example/video/42?badge=0&autopause=1&title=0&byline=0&portrait=0',
    );
    expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();

    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');

    await userEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('plays from the configured player, the content video keeping its path', async () => {
    render(<Harness playerOrigin="http://127.0.0.1:3999" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByTitle('Client story').getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:3999\/video\/42\?badge=0/,
    );
  });

  it('without a configured player shows the poster and says the video cannot play, with no frame to fail', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Client story' });
    expect(within(dialog).getByRole('img', { name: 'Maria at her desk' })).toHaveAttribute('src', '/story.jpg');
    expect(within(dialog).getByRole('status')).toHaveTextContent(dialogCopy.videoUnavailable);
    expect(dialog.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing without a video', () => {
    const onClose = jest.fn();
    const { container } = render(<VideoModal videoUrl={null} title="x" onClose={onClose} />);
    expect(container).toBeEmptyDOMElement();
  });
});
