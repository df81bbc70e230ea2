import { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH, SERVICE_TRUST_SLIDER_LOOP_MS, brand, companyFacts } from '@site/shared';
import { Carousel } from '@site/shared/carousel';
import styles from './trust-slider.module.css';

const [iso27001, iso9001] = companyFacts.isoCertifications;

const trustMarks = [
  { key: 'iso-27001', value: iso27001, label: 'Certified information security' },
  { key: 'iso-9001', value: iso9001, label: 'Certified quality management' },
  { key: 'years', value: `${companyFacts.yearsOfExperience}+`, label: 'Years of delivery' },
  { key: 'clients', value: `${companyFacts.clientsServed}+`, label: 'Clients served' },
  { key: 'people', value: `${companyFacts.employees}+`, label: 'Trained professionals' },
  { key: 'countries', value: String(companyFacts.countries), label: 'Countries served' },
  { key: 'coverage', value: '24/7', label: 'Coverage across time zones' },
];

/**
 * The looping service trust slider (site-spec.md sections 2.6 and 9). The
 * marks run twice so the strip never shows a gap; the repeat is hidden from
 * assistive technology.
 */
export function TrustSlider() {
  const slides = [false, true].flatMap((repeat) =>
    trustMarks.map((mark) => ({
      key: `${mark.key}${repeat ? '-repeat' : ''}`,
      content: (
        <div className={styles.badge} aria-hidden={repeat || undefined}>
          <span className={styles.value}>{mark.value}</span>
          <span className={styles.label}>{mark.label}</span>
        </div>
      ),
    })),
  );
  return (
    <section className={styles.trust} aria-labelledby="services-trust-heading">
      <h2 id="services-trust-heading" className={styles.heading}>
        Why businesses trust {brand.name}
      </h2>
      <Carousel
        label={`${brand.name} trust marks`}
        slides={slides}
        slidesPerView={2}
        breakpoints={{ [MOBILE_MAX_WIDTH]: 3, [DESKTOP_MIN_WIDTH]: 5 }}
        continuousMs={SERVICE_TRUST_SLIDER_LOOP_MS}
        loop
        navigation={false}
        spaceBetween={16}
      />
    </section>
  );
}
