import { describeRemoteRoutes } from '@site/shared/testing';
import { pages } from './routes.tsx';

describeRemoteRoutes('insights', pages);
