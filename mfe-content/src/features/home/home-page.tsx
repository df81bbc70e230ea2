import { HomeHero } from './home-hero.tsx';

export function HomePage() {
  return <HomeHero />;
}
