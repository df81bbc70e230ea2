import { useEffect, useState } from 'react';
import { CSR_BACKGROUND_CYCLE_MS, CSR_IMAGE_SWAP_MS, useMotionPaused } from '@site/shared';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

/**
 * The round each grid tile is showing. On every background beat a new round
 * starts and ripples across the grid, one tile every CSR_IMAGE_SWAP_MS.
 * Browser only; with reduced motion every tile stays on round 0, and while the page's animations are paused
 * the tiles hold.
 */
export function useImageWave(tileCount: number): readonly number[] {
  const reducedMotion = usePrefersReducedMotion();
  const paused = useMotionPaused();
  const [rounds, setRounds] = useState<readonly number[]>(() => Array.from({ length: tileCount }, () => 0));

  useEffect(() => {
    if (reducedMotion || paused) return undefined;
    const swaps = new Set<number>();
    let round = 0;
    const beat = window.setInterval(() => {
      round += 1;
      const next = round;
      const show = (tile: number) =>
        setRounds((current) => current.map((value, index) => (index === tile ? next : value)));
      show(0);
      for (let tile = 1; tile < tileCount; tile += 1) {
        const swap = window.setTimeout(() => {
          swaps.delete(swap);
          show(tile);
        }, tile * CSR_IMAGE_SWAP_MS);
        swaps.add(swap);
      }
    }, CSR_BACKGROUND_CYCLE_MS);
    return () => {
      window.clearInterval(beat);
      for (const swap of swaps) window.clearTimeout(swap);
    };
  }, [reducedMotion, paused, tileCount]);

  return reducedMotion ? rounds.map(() => 0) : rounds;
}

/**
 * Which photo a tile shows in a round. While a wave is half way across, the
 * tiles already on the new round never repeat a photo still shown by the
 * others, as long as there are more photos than tiles.
 */
export function photoIndexFor(tile: number, round: number, tileCount: number, photoCount: number): number {
  return (tile + round * tileCount) % photoCount;
}
