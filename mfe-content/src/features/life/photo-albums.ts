import christmas from './images/festival-christmas.svg';
import diwali from './images/festival-diwali.svg';
import garba from './images/festival-garba.svg';
import holi from './images/festival-holi.svg';
import kites from './images/festival-kites.svg';
import bookclub from './images/learning-bookclub.svg';
import certification from './images/learning-certification.svg';
import hackathon from './images/learning-hackathon.svg';
import mentoring from './images/learning-mentoring.svg';
import workshop from './images/learning-workshop.svg';
import boat from './images/outing-boat.svg';
import dinner from './images/outing-dinner.svg';
import heritage from './images/outing-heritage.svg';
import picnic from './images/outing-picnic.svg';
import trek from './images/outing-trek.svg';
import badminton from './images/sports-badminton.svg';
import cricket from './images/sports-cricket.svg';
import football from './images/sports-football.svg';
import relay from './images/sports-relay.svg';
import tug from './images/sports-tug.svg';
import blood from './images/volunteer-blood.svg';
import food from './images/volunteer-food.svg';
import lake from './images/volunteer-lake.svg';
import planting from './images/volunteer-planting.svg';
import school from './images/volunteer-school.svg';

export interface LifePhoto {
  src: string;
  caption: string;
}

export interface PhotoAlbum {
  id: string;
  title: string;
  blurb: string;
  photos: readonly LifePhoto[];
}

/** Every Life illustration is drawn at this size. */
export const LIFE_PHOTO_SIZE = { width: 480, height: 320 } as const;

/** The five auto-scrolling photo carousels of the Life page (site-spec.md section 2.4). */
export const photoAlbums: readonly PhotoAlbum[] = [
  {
    id: 'festivals',
    title: 'Festivals',
    blurb: 'Every team decorates, cooks and celebrates, whichever festival it is.',
    photos: [
      { src: diwali, caption: 'Lighting diyas in the courtyard for Diwali' },
      { src: holi, caption: 'A colorful (and very messy) Holi morning' },
      { src: garba, caption: 'Garba nights during Navratri' },
      { src: kites, caption: 'Kite flying on the terrace for Makar Sankranti' },
      { src: christmas, caption: 'The year-end party and Secret Santa' },
    ],
  },
  {
    id: 'outings',
    title: 'Team outings',
    blurb: 'Quarter-end closes are followed by a day out, chosen by the team.',
    photos: [
      { src: boat, caption: 'A boat ride on Lake Pichola' },
      { src: trek, caption: 'A sunrise trek in the Aravalli hills' },
      { src: picnic, caption: 'A picnic at Gulab Bagh' },
      { src: heritage, caption: 'A heritage walk through the old city' },
      { src: dinner, caption: 'Dinner after a record quarter' },
    ],
  },
  {
    id: 'sports',
    title: 'Sports day',
    blurb: 'Departments compete for one trophy and a full year of bragging rights.',
    photos: [
      { src: cricket, caption: 'The inter-department cricket final' },
      { src: football, caption: 'Five-a-side football' },
      { src: relay, caption: 'The relay race, always the loudest event' },
      { src: tug, caption: 'Tug-of-war: Accounting against Insurance' },
      { src: badminton, caption: 'Doubles badminton in the indoor hall' },
    ],
  },
  {
    id: 'learning',
    title: 'Learning sessions',
    blurb: 'Workshops, certifications and mentoring, all in working hours.',
    photos: [
      { src: workshop, caption: 'A process-improvement workshop' },
      { src: certification, caption: 'Finishing an insurance certification' },
      { src: mentoring, caption: 'A mentor and a new analyst reviewing work' },
      { src: hackathon, caption: 'The automation hackathon' },
      { src: bookclub, caption: 'The monthly book club' },
    ],
  },
  {
    id: 'volunteering',
    title: 'Volunteering',
    blurb: 'Two paid volunteering days a year, and most of us use both.',
    photos: [
      { src: planting, caption: 'Planting saplings on the city outskirts' },
      { src: school, caption: 'Teaching spoken English at a partner school' },
      { src: blood, caption: 'The twice-yearly blood donation drive' },
      { src: food, caption: 'Packing ration kits for families in need' },
      { src: lake, caption: 'Clearing litter from a lake shore' },
    ],
  },
];
