// The home sections past the first screen of a phone, in a chunk of their own: it loads when the visitor gets
// near them (docs/decisions/020), not with the page.
export { AssetsSection } from './assets-section.tsx';
export { KnowBestSection } from './know-best-section.tsx';
export { ServiceCards } from './service-cards.tsx';
export { ThinkingSection } from './thinking-section.tsx';
export { WhyChooseUs } from './why-choose-us.tsx';
