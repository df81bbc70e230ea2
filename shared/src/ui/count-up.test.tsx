import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import {
  ABOUT_COUNTER_LONG_MS,
  ABOUT_COUNTER_SHORT_MS,
  CAREERS_COUNTER_STEPS,
  CAREERS_COUNTER_STEP_MS,
  HOME_TILE_STEP_MS,
} from '../constants/motion.ts';
import { aboutCounterDuration, aboutCounterSuffix, useDurationCounter, useStepCounter } from './count-up.ts';

function Step({ target, step, ms }: { target: number; step: number; ms: number }) {
  return <output>{useStepCounter(target, step, ms)}</output>;
}

function Duration({ target }: { target: number }) {
  return (
    <output>
      {useDurationCounter(target, aboutCounterDuration(target))}
      {aboutCounterSuffix(target)}
    </output>
  );
}

const shown = () => screen.getByRole('status').textContent;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('counters', () => {
  it('home tiles count up one step every 70 ms', () => {
    render(<Step target={60} step={1} ms={HOME_TILE_STEP_MS} />);
    expect(shown()).toBe('0');
    act(() => jest.advanceTimersByTime(HOME_TILE_STEP_MS * 10));
    expect(shown()).toBe('10');
    act(() => jest.advanceTimersByTime(HOME_TILE_STEP_MS * 100));
    expect(shown()).toBe('60');
  });

  it('careers counters climb a 200th of the target every 30 ms', () => {
    render(<Step target={98} step={98 / CAREERS_COUNTER_STEPS} ms={CAREERS_COUNTER_STEP_MS} />);
    act(() => jest.advanceTimersByTime(CAREERS_COUNTER_STEP_MS * 100));
    expect(Number(shown())).toBeCloseTo(49, 5);
    act(() => jest.advanceTimersByTime(CAREERS_COUNTER_STEP_MS * 100));
    expect(Number(shown())).toBeCloseTo(98, 5);
  });

  it('about counters take 2 s up to 100, with no suffix', () => {
    render(<Duration target={100} />);
    act(() => jest.advanceTimersByTime(ABOUT_COUNTER_SHORT_MS / 2));
    expect(Number(shown())).toBeLessThan(100);
    act(() => jest.advanceTimersByTime(ABOUT_COUNTER_SHORT_MS / 2));
    expect(shown()).toBe('100');
  });

  it("about counters take 5 s above 100 and add a '+'", () => {
    render(<Duration target={550} />);
    act(() => jest.advanceTimersByTime(ABOUT_COUNTER_SHORT_MS));
    expect(Number(shown()?.replace('+', ''))).toBeLessThan(550);
    act(() => jest.advanceTimersByTime(ABOUT_COUNTER_LONG_MS - ABOUT_COUNTER_SHORT_MS));
    expect(shown()).toBe('550+');
  });
});
