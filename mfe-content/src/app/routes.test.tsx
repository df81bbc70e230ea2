import { describeRemoteRoutes } from '@site/shared/testing';
import { brand } from '@site/shared';
import { pages } from './routes.tsx';

describeRemoteRoutes('content', pages, {
  headings: { home: 'Outsourcing and consulting that moves your business forward', about: `About ${brand.name}` },
});
