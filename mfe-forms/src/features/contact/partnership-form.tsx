import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import {
  PARTNERSHIP_OTHER_INDUSTRY,
  SelectField,
  TextAreaField,
  TextField,
  partnershipCountryOptions,
  partnershipFormSchema,
  partnershipIndustryOptions,
  partnershipPositionOptions,
  partnershipTypeOptions,
  stripDigits,
} from '@site/shared/forms';
import { FormActions } from '../submissions/form-actions.tsx';
import styles from '../submissions/form-layout.module.css';
import { FormScaffold } from '../submissions/form-scaffold.tsx';
import { ShowWhen } from '../submissions/show-when.tsx';
import { ResetWhenLeft } from './reset-when-left.tsx';

type PartnershipValues = Partial<
  Record<
    | 'name'
    | 'email'
    | 'position'
    | 'companyName'
    | 'country'
    | 'industry'
    | 'partnership'
    | 'partnerProgram'
    | 'motivationToPartner',
    string
  >
>;

const rules = partnershipFormSchema.fields;
/** The error summary's words for each field (the labels below). */
const labels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  position: 'Position',
  companyName: 'Company name',
  country: 'Country',
  industry: 'Industry',
  partnerProgram: 'Your industry',
  partnership: 'Partnership type',
  motivationToPartner: 'Why do you want to partner with us?',
};
const OTHER_INDUSTRY = PARTNERSHIP_OTHER_INDUSTRY satisfies (typeof partnershipIndustryOptions)[number];

/** Only an industry of Others asks for, and sends, the visitor's own industry. */
function sentValues({ partnerProgram, ...values }: PartnershipValues) {
  return values.industry === OTHER_INDUSTRY ? { ...values, partnerProgram } : values;
}

/** The Alliances & Partnerships tab (forms-spec.md sections 3 and 5). */
export function PartnershipForm({ active }: { active: boolean }) {
  const navigate = useNavigate();
  return (
    <FormScaffold<PartnershipValues>
      schema={partnershipFormSchema}
      labels={labels}
      onSuccess={() => void navigate(getRoute('partnership-thankyou').path)}
      submit={(values, send) => send(sentValues(values))}
      formAttributes={{ className: styles.form, 'aria-label': 'Alliances and partnerships enquiry' }}
    >
      <ResetWhenLeft active={active} />
      <TextField name="name" label="Name" autoComplete="name" parse={stripDigits} validate={rules.name} required />
      <TextField name="email" label="Email" type="email" autoComplete="email" validate={rules.email} required />
      <SelectField
        name="position"
        label="Position"
        options={partnershipPositionOptions}
        validate={rules.position}
        required
      />
      <TextField
        name="companyName"
        label="Company name"
        autoComplete="organization"
        validate={rules.companyName}
        required
      />
      <SelectField
        name="country"
        label="Country"
        options={partnershipCountryOptions}
        validate={rules.country}
        required
      />
      <SelectField
        name="industry"
        label="Industry"
        options={partnershipIndustryOptions}
        validate={rules.industry}
        required
      />
      <ShowWhen field="industry" is={OTHER_INDUSTRY}>
        <TextField
          name="partnerProgram"
          label="Your industry"
          placeholder="Mention your industry"
          parse={stripDigits}
          validate={rules.partnerProgram}
          required
        />
      </ShowWhen>
      <SelectField
        name="partnership"
        label="Partnership type"
        options={partnershipTypeOptions}
        validate={rules.partnership}
        required
      />
      <TextAreaField
        name="motivationToPartner"
        label="Why do you want to partner with us?"
        rows={4}
        className={styles.wide}
        validate={rules.motivationToPartner}
        required
      />
      <FormActions>Submit</FormActions>
    </FormScaffold>
  );
}
