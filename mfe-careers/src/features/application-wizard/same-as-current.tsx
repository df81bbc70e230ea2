import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { CheckboxField } from '@site/shared/forms';

/** Each current address field and the permanent one it fills. */
const addressPairs = [
  ['currentAddress', 'permanentAddress'],
  ['State', 'permanentState'],
  ['City', 'permanentCity'],
  ['pin', 'permanentPin'],
] as const;

const NAME = 'permanentAddressSame';

/** 'Same as Current': ticking copies the current address into the permanent one, unticking clears it. */
export function SameAsCurrentCheckbox() {
  const form = useForm();
  const { input } = useField(NAME, { type: 'checkbox', subscription: { value: true } });
  const checked = input.checked === true;
  // Only a change made here acts: coming back to the step with the box ticked copies nothing again.
  const previous = useRef(checked);

  useEffect(() => {
    if (previous.current === checked) return;
    previous.current = checked;
    const { values } = form.getState();
    form.batch(() => {
      for (const [current, permanent] of addressPairs) {
        form.change(permanent, checked ? values[current] : undefined);
      }
    });
  }, [checked, form]);

  return <CheckboxField name={NAME} label="Same as Current" />;
}
