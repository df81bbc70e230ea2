import type { FieldValidator } from '../validation/rules.ts';

export interface CareerStepOptions {
  /** The moment the rules are checked against: the browser's clock or the server's. */
  now: Date;
  /** The opening carries a campaign detail, so the source is fixed and its dropdown hidden. */
  campaign: boolean;
}

/** One page of the application wizard: a rule for each field it sends. */
export type CareerStep = (options: CareerStepOptions) => Record<string, FieldValidator>;
