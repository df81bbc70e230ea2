import type { ReactNode } from 'react';
import type { brand } from '@site/shared';

export type SocialNetwork = keyof typeof brand.social;

/** The networks' display names, which are also the links' accessible names. */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

// Simple marks drawn on a 24-unit grid in the current text colour.
const marks: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />,
  twitter: <path d="M4 3h5l4 5.5L17.5 3H20l-5.8 7 6.3 8.5V21h-5l-4.4-6L6.3 21H4l6-7.3L3.7 4.5z" />,
  youtube: (
    <path d="M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8zM10 15.1V8.9l5.2 3.1z" />
  ),
  instagram: (
    <path
      fillRule="evenodd"
      d="M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.3-3.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z"
    />
  ),
  linkedin: (
    <path d="M3.5 9h4v12h-4zM5.5 2.5a2.3 2.3 0 1 1 0 4.6 2.3 2.3 0 0 1 0-4.6zM10 9h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H10z" />
  ),
};

/** A network's mark. It is decoration: the link it sits in carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      {marks[network]}
    </svg>
  );
}
