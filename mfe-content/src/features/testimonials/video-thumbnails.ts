import clientVideo01 from './images/client-video-01.svg';
import clientVideo02 from './images/client-video-02.svg';
import clientVideo03 from './images/client-video-03.svg';
import clientVideo04 from './images/client-video-04.svg';
import clientVideo05 from './images/client-video-05.svg';
import clientVideo06 from './images/client-video-06.svg';
import clientVideo07 from './images/client-video-07.svg';
import clientVideo08 from './images/client-video-08.svg';
import clientVideo09 from './images/client-video-09.svg';
import clientVideo10 from './images/client-video-10.svg';
import clientVideo11 from './images/client-video-11.svg';

/**
 * The client video thumbnails, served from this remote's origin. They live
 * in a module of their own so that tests, which cannot load SVG files as
 * modules, can stand in for all of them with one mock.
 */
export const videoThumbnails = {
  harborline: clientVideo01,
  mapleRidge: clientVideo02,
  castellano: clientVideo03,
  prairieShield: clientVideo04,
  thamesbury: clientVideo05,
  optiview: clientVideo06,
  brightnest: clientVideo07,
  oduyaPark: clientVideo08,
  tidewater: clientVideo09,
  summitCrest: clientVideo10,
  ironbridge: clientVideo11,
} as const;
