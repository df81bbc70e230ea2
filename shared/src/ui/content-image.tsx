import type { CSSProperties } from 'react';
import type { ImageInfo } from '../api/content-types.ts';

export interface ContentImageProps {
  /** The address the content names (`item.feature_image`). */
  src: string;
  alt: string;
  /** What the API's media pipeline knows of it (`item.images?.feature_image`); absent for an outside address. */
  info: ImageInfo | undefined;
  /** The size to reserve when the pipeline knows nothing of the image. */
  fallbackSize: { readonly width: number; readonly height: number };
  /** How wide the image is drawn at each viewport width, so the browser picks the smallest rendition that is sharp. */
  sizes: string;
  className?: string;
  /** Likely the largest thing in the first view: loaded at once and first, not lazily. */
  priority?: boolean;
}

/**
 * A content image as the media pipeline prepared it. A photo is a
 * `<picture>` of AVIF, WebP and JPEG renditions, chosen by `sizes`, over a
 * blurred placeholder that takes its place until it arrives. An illustration
 * (SVG) is an `<img>`. Either way the width and height reserve its space
 * before it loads, so nothing below it moves.
 */
export function ContentImage({ src, alt, info, fallbackSize, sizes, className, priority = false }: ContentImageProps) {
  const shared = {
    className,
    width: info?.width ?? fallbackSize.width,
    height: info?.height ?? fallbackSize.height,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
  } as const;
  const sources = info?.sources ?? [];
  if (sources.length === 0) return <img {...shared} src={src} alt={alt} />;
  const fallback = sources.find((source) => source.type === 'image/jpeg');
  const placeholder: CSSProperties | undefined = info?.placeholder
    ? { backgroundImage: `url("${info.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;
  return (
    <picture>
      {sources
        .filter((source) => source !== fallback)
        .map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
      <img
        {...shared}
        src={info?.src ?? src}
        srcSet={fallback?.srcset}
        sizes={fallback ? sizes : undefined}
        alt={alt}
        style={placeholder}
      />
    </picture>
  );
}
