import { lazy } from 'react';
import { remotePages } from '@site/shared';

const HomePage = lazy(() => import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })));

export const pages = remotePages('content', { home: HomePage });
