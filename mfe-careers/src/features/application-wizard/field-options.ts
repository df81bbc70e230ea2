import type { SelectOption } from '@site/shared/forms';

/** Options whose stored value is lower case but shown capitalised: 'male' reads 'Male'. */
export function capitalised(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}

export const yearOptionList = (years: readonly number[]): string[] => years.map(String);
