import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { VIDEO_PLAYER_ORIGIN } from '@site/shared/contracts';
import { writeSiteConfig } from '@site/shared/testing';
import { employeeStories } from './employee-stories.ts';
import { LifePage } from './life-page.tsx';

// A site with a video player configured.
beforeAll(() => writeSiteConfig({ videoPlayerOrigin: VIDEO_PLAYER_ORIGIN }));

const [firstStory, secondStory] = employeeStories;
const carousel = () => screen.getByRole('region', { name: 'Employee stories' });
const videoSource = () => screen.getByRole('dialog').querySelector('iframe')?.getAttribute('src');

function renderPage() {
  return render(
    <MemoryRouter>
      <LifePage />
    </MemoryRouter>,
  );
}

describe('Timeless tales on the Life page', () => {
  it('keeps the side player on the active slide and plays that slide’s video', async () => {
    renderPage();
    expect(screen.getByRole('img', { name: firstStory?.alt })).toBeInTheDocument();

    // Swiper's buttons, once it has taken over from the plain row.
    await userEvent.click(await within(carousel()).findByRole('button', { name: 'Next slide' }));

    expect(screen.queryByRole('button', { name: `Play ${firstStory?.name}'s video` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Play ${secondStory?.name}'s video` }));
    expect(screen.getByRole('dialog', { name: `${secondStory?.name}, ${secondStory?.designation}` })).toBeVisible();
    expect(videoSource()).toContain(secondStory?.videoUrl);

    await userEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the modal with a slide’s own video from its Watch Video button', async () => {
    renderPage();
    const watch = screen.getByRole('button', { name: `Watch Video of ${secondStory?.name}` });
    expect(watch).toHaveTextContent(/^Watch Video/);

    await userEvent.click(watch);

    expect(videoSource()).toContain(secondStory?.videoUrl);
  });
});
