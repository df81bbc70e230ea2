import { brand } from '@site/shared';

export interface MapPin {
  id: string;
  /** The pin's accessible name. */
  place: string;
  role: string;
  detail: string;
  latitude: number;
  longitude: number;
}

/** Page copy: the offices and markets the Contact us map marks. */
export const mapPins: readonly MapPin[] = [
  {
    id: 'udaipur',
    place: 'Udaipur, India',
    role: 'Head office and delivery centre',
    detail: 'Insurance, accounting, data annotation and analytics teams working across time zones.',
    latitude: 24.58,
    longitude: 73.71,
  },
  {
    id: 'new-york',
    place: 'New York, United States',
    role: 'US office',
    detail: `Client services and solutions consulting for ${brand.name}'s North American clients.`,
    latitude: 40.71,
    longitude: -74.01,
  },
  {
    id: 'vancouver',
    place: 'Vancouver, Canada',
    role: 'Canadian market',
    detail: 'Insurance brokerages and accounting firms across Canada, served from our North American team.',
    latitude: 49.28,
    longitude: -123.12,
  },
  {
    id: 'london',
    place: 'London, United Kingdom',
    role: 'UK market',
    detail: 'Bookkeeping and insurance operations support for firms across the United Kingdom.',
    latitude: 51.51,
    longitude: -0.13,
  },
];

/** world-map.svg is an equirectangular projection, 1000 wide, cut at the bottom to this height. */
const MAP_WIDTH = 1000;
const MAP_HEIGHT = 420;

/** Where a place sits on the map, as percentages of its width and height. */
export function pinPosition({ latitude, longitude }: Pick<MapPin, 'latitude' | 'longitude'>) {
  const x = ((longitude + 180) / 360) * MAP_WIDTH;
  const y = ((90 - latitude) / 180) * (MAP_WIDTH / 2);
  return { left: `${((x / MAP_WIDTH) * 100).toFixed(2)}%`, top: `${((y / MAP_HEIGHT) * 100).toFixed(2)}%` };
}
