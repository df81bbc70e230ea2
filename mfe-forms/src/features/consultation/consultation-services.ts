import { consultationServiceOptions } from '@site/shared/forms';
import type { SelectOption } from '@site/shared/forms';

type ConsultationService = (typeof consultationServiceOptions)[number];

/** How each service the form sends (forms-spec.md section 3) reads in the list. */
const serviceLabels: Record<ConsultationService, string> = {
  insurance: 'Insurance outsourcing',
  'accounting bookkeeping': 'Accounting & bookkeeping',
  'insurance agency consultation': 'Insurance agency consultation',
  'data annotation': 'Data annotation',
  'digital marketing': 'Digital marketing',
  'Business Intelligence': 'Business intelligence',
  'Artificial Intelligence': 'Artificial intelligence',
};

export const consultationServiceChoices: SelectOption[] = consultationServiceOptions.map((value) => ({
  value,
  label: serviceLabels[value],
}));
