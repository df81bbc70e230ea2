import { describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form, useFormState } from 'react-final-form';
import { CheckboxField, SelectField, TextField, yesNoOptions } from '@site/shared/forms';
import type { FormValues } from '@site/shared/form-rules';
import { useAdoptTypedAnswers } from './adopt-typed-answers.tsx';

const seen: { values?: FormValues } = {};

function Adopt() {
  const markerRef = useRef<HTMLSpanElement>(null);
  useAdoptTypedAnswers(markerRef);
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  useEffect(() => {
    seen.values = values;
  }, [values]);
  return <span ref={markerRef} hidden />;
}

function Page() {
  return (
    <Form<FormValues>
      onSubmit={() => undefined}
      initialValues={{ firstName: 'Server' }}
      render={() => (
        <form>
          <SelectField name="WillingnessforNightShift" label="Night shifts" options={yesNoOptions} />
          <TextField name="firstName" label="First name" />
          <CheckboxField name="permanentAddressSame" label="Same as Current" />
          <Adopt />
        </form>
      )}
    />
  );
}

describe('answers given before the page runs', () => {
  it('become the form’s when the server’s HTML hydrates, instead of being reset', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    // The visitor answers on the server's HTML, before any script ran.
    (container.querySelector('select') as HTMLSelectElement).value = 'Yes';
    (container.querySelector('input[name=firstName]') as HTMLInputElement).value = 'Priya';
    (container.querySelector('input[type=checkbox]') as HTMLInputElement).checked = true;

    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    expect(container.querySelector('select')).toHaveValue('Yes');
    expect(container.querySelector('input[name=firstName]')).toHaveValue('Priya');
    expect(container.querySelector('input[type=checkbox]')).toBeChecked();
    expect(seen.values).toMatchObject({
      WillingnessforNightShift: 'Yes',
      firstName: 'Priya',
      permanentAddressSame: true,
    });
    container.remove();
  });
});
