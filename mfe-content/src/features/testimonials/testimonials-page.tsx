import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function TestimonialsPage() {
  return <PageFrame routeId="testimonials" />;
}
