import { brand } from '@site/shared';
import blood from './images/blood-drive.svg';
import classroom from './images/classroom.svg';
import computer from './images/computer-training.svg';
import digitalLab from './images/digital-lab.svg';
import eyeCamp from './images/eye-camp.svg';
import healthCamp from './images/health-camp.svg';
import lakeCleanup from './images/lake-cleanup.svg';
import library from './images/library.svg';
import marketStall from './images/market-stall.svg';
import nutrition from './images/nutrition.svg';
import scholarship from './images/scholarship.svg';
import selfHelp from './images/self-help-group.svg';
import tailoring from './images/tailoring.svg';
import treePlanting from './images/tree-planting.svg';

export interface CsrPhoto {
  src: string;
  alt: string;
}

/** Every CSR illustration is drawn at this size. */
export const CSR_PHOTO_SIZE = { width: 480, height: 320 } as const;

export const csrPhotos = {
  classroom: { src: classroom, alt: 'Children learning at a blackboard in a partner government school' },
  library: { src: library, alt: `A child reading in a community library set up by ${brand.name} volunteers` },
  digitalLab: { src: digitalLab, alt: 'Students working on laptops in a solar-powered digital classroom' },
  scholarship: { src: scholarship, alt: 'A scholarship student holding her certificate' },
  tailoring: { src: tailoring, alt: 'Women training on sewing machines at a tailoring center' },
  selfHelp: { src: selfHelp, alt: 'A women\u2019s self-help group reviewing its savings ledger' },
  computer: { src: computer, alt: 'A young woman at a computer skills class with her trainer' },
  marketStall: { src: marketStall, alt: 'A handicraft stall run by an artisan collective' },
  healthCamp: { src: healthCamp, alt: 'A doctor examining a villager at a free health camp' },
  eyeCamp: { src: eyeCamp, alt: 'An eye-screening camp with a vision chart' },
  bloodDrive: { src: blood, alt: `${brand.name} employees donating blood at the office drive` },
  nutrition: { src: nutrition, alt: 'Children sharing a nutritious midday meal' },
  treePlanting: { src: treePlanting, alt: 'Volunteers planting saplings on the city outskirts' },
  lakeCleanup: { src: lakeCleanup, alt: 'Volunteers clearing litter from a lake shore' },
} satisfies Record<string, CsrPhoto>;
