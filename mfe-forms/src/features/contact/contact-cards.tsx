import { escalationContacts, officeAddresses, phoneNumbers, socialLinks } from './constants.ts';
import styles from './contact-cards.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

/** The contact cards below the tabs (forms-spec.md section 2). */
export function ContactCards() {
  return (
    <section className={styles.section} aria-labelledby="contact-cards-heading">
      <h2 id="contact-cards-heading" className={styles.heading}>
        Reach us directly
      </h2>
      <div className={styles.cards}>
        {officeAddresses.map((office) => (
          <div key={office.id} className={styles.card}>
            <h3>{office.heading}</h3>
            <address className={styles.address}>
              {office.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </div>
        ))}
        <div className={styles.card}>
          <h3>Call us</h3>
          <ul className={styles.list}>
            {phoneNumbers.map((phone) => (
              <li key={phone.id}>
                {phone.country}: <a href={`tel:${phone.dial}`}>{phone.display}</a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <h3>Escalations</h3>
          <ul className={styles.list}>
            {escalationContacts.map((contact) => (
              <li key={contact.id}>
                {contact.audience}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <h3>Follow us</h3>
          <ul className={styles.social}>
            {socialLinks.map((link) => (
              <li key={link.id}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
