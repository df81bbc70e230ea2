import { useLocation } from '@site/shared/router';
import { isTalkToExpertsHidden, lazyPart } from '@site/shared';
// Its rules stay in the page's stylesheet, so the server's section is styled before any of its code comes.
import './talk-to-experts-section.module.css';

const ExpertsSection = lazyPart(() =>
  import(/* webpackChunkName: "part-experts-section" */ './experts-section.tsx').then(
    (module) => module.ExpertsSection,
  ),
);

/**
 * The footer's 'Talk to our experts' section (site-spec.md section 2.19).
 * Below every page's content, its code is fetched and run when the visitor
 * gets near it (docs/decisions/020); the forms remote's widget in it, only
 * when it comes into view, never for the first paint.
 */
export function TalkToExpertsSection() {
  const { pathname } = useLocation();
  if (isTalkToExpertsHidden(pathname)) return null;
  return <ExpertsSection />;
}
