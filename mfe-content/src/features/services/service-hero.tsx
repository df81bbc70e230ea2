import { getRoute } from '@site/shared';
import { Hero } from '@site/shared/hero';
import type { ServiceContent } from './service-content/service-content-types.ts';

/** The top of a service page: headline, intro, call to action and illustration (the shared hero's "plain" look). */
export function ServiceHero({ hero }: { hero: ServiceContent['hero'] }) {
  return (
    <Hero
      look="plain"
      headline={hero.headline}
      intro={hero.intro}
      cta={{ to: getRoute('consultation').path, label: 'Talk to a specialist' }}
      image={{ src: hero.image, alt: hero.imageAlt, width: 480, height: 360 }}
    />
  );
}
