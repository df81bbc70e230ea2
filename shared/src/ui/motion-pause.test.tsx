import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { motionPauseCopy } from '../constants/accessibility.ts';
import { MotionPauseButton, setMotionPaused, useMotionPaused } from './motion-pause.tsx';

function Animation() {
  return <p>{useMotionPaused() ? 'still' : 'moving'}</p>;
}

afterEach(() => act(() => setMotionPaused(false)));

describe('the page-wide animation pause (WCAG 2.2.2)', () => {
  it('is a visible toggle that holds every animation on the page still, and lets them move again', async () => {
    render(
      <>
        <MotionPauseButton />
        <Animation />
        <Animation />
      </>,
    );
    const button = screen.getByRole('button', { name: motionPauseCopy.label });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByText('moving')).toHaveLength(2);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('still')).toHaveLength(2);
    await userEvent.click(button);
    expect(screen.getAllByText('moving')).toHaveLength(2);
  });

  it('is off in the server render', () => {
    setMotionPaused(true);
    expect(renderToString(<Animation />)).toContain('moving');
  });
});
