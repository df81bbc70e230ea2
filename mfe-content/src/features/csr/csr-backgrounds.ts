import dawn from './images/background-dawn.svg';
import day from './images/background-day.svg';
import dusk from './images/background-dusk.svg';
import night from './images/background-night.svg';

/** The four backgrounds the CSR banner cycles through (site-spec.md section 4). */
export const csrBackgrounds: readonly string[] = [dawn, day, dusk, night];

export const CSR_BACKGROUND_SIZE = { width: 1440, height: 480 } as const;
