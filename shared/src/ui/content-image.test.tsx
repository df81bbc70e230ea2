import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ImageInfo } from '../api/content-types.ts';
import { ContentImage } from './content-image.tsx';

const CARD = { width: 600, height: 400 } as const;
const SIZES = '(max-width: 767px) 100vw, 400px';

const photo: ImageInfo = {
  width: 1000,
  height: 600,
  src: '/media/renditions/abc/team-1000.jpg',
  placeholder: 'data:image/webp;base64,AAAA',
  sources: [
    {
      type: 'image/avif',
      srcset: '/media/renditions/abc/team-400.avif 400w, /media/renditions/abc/team-1000.avif 1000w',
    },
    {
      type: 'image/webp',
      srcset: '/media/renditions/abc/team-400.webp 400w, /media/renditions/abc/team-1000.webp 1000w',
    },
    {
      type: 'image/jpeg',
      srcset: '/media/renditions/abc/team-400.jpg 400w, /media/renditions/abc/team-1000.jpg 1000w',
    },
  ],
};

describe('ContentImage', () => {
  it('offers a photo as AVIF, then WebP, then JPEG, sized by the photo, over its blurred placeholder', () => {
    const { container } = render(
      <ContentImage src="/media/photos/team.jpg" alt="The team" info={photo} fallbackSize={CARD} sizes={SIZES} />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.every((source) => source.getAttribute('sizes') === SIZES)).toBe(true);
    const image = screen.getByRole('img', { name: 'The team' });
    expect(image).toHaveAttribute('src', '/media/renditions/abc/team-1000.jpg');
    expect(image).toHaveAttribute('srcset', photo.sources?.[2]?.srcset);
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.style.backgroundImage).toBe('url("data:image/webp;base64,AAAA")');
  });

  it('shows an illustration as a plain image of its own size, and a first-view image at once', () => {
    render(
      <ContentImage
        src="/media/guides/chart.svg"
        alt="A chart"
        info={{ width: 1200, height: 500 }}
        fallbackSize={CARD}
        sizes={SIZES}
        priority
      />,
    );
    const image = screen.getByRole('img', { name: 'A chart' });
    expect(image.closest('picture')).toBeNull();
    expect(image).toHaveAttribute('src', '/media/guides/chart.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('reserves the fallback size for an image the pipeline does not know', () => {
    render(<ContentImage src="https://cdn.example/x.png" alt="X" info={undefined} fallbackSize={CARD} sizes={SIZES} />);
    expect(screen.getByRole('img', { name: 'X' })).toHaveAttribute('width', '600');
  });
});
