import type { NotificationPayload } from '@site/shared/contracts';

export interface ConsultationValues {
  firstname?: string;
  email?: string;
  company?: string;
  services?: string;
  phone?: string;
  country?: string;
  state?: string;
  write_your_message?: string;
  accept_policy?: boolean;
}

export const CONSULTATION_SUBJECT = 'Free consultation request';

/** The contact e-mail payload (forms-spec.md section 3) that follows a booked consultation (call 8). */
export function consultationNotification(values: ConsultationValues): NotificationPayload {
  return {
    subject: CONSULTATION_SUBJECT,
    Name: values.firstname ?? '',
    Email: values.email ?? '',
    Phone_number: values.phone ?? '',
    Write_message_to_us: values.write_your_message ?? '',
  };
}
