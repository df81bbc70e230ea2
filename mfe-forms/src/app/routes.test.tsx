import { describeRemoteRoutes } from '@site/shared/testing';
import { CONTACT_HEADING } from '../features/contact/constants.ts';
import { pages } from './routes.tsx';

describeRemoteRoutes('forms', pages, { headings: { contact: CONTACT_HEADING } });
