import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function AiProposalPage() {
  return <PageFrame routeId="ai-proposal" />;
}
