import { remotePages } from '@site/shared';

// Every page of this remote still shows the bare page frame; the issue that
// builds each page adds it here.
export const pages = remotePages('forms', {});
