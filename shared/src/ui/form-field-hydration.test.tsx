import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { digitsOnly } from '../validation/input-format.ts';
import { beginFirstHydration, endFirstHydration } from './first-hydration.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from './form-field.tsx';

type Values = Record<string, unknown>;

function ContactForm({ onSubmit, echoed }: { onSubmit: (values: Values) => void; echoed?: Values }) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={echoed}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <TextField name="name" label="Name" />
          <TextField name="phone" label="Phone" parse={digitsOnly} />
          <TextAreaField name="message" label="Message" />
          <SelectField name="country" label="Country" options={['India', 'United States']} />
          <CheckboxField name="accept" label="I accept the terms" />
          <button type="submit">Send</button>
        </form>
      )}
    />
  );
}

describe('fields on a page the server rendered (docs/decisions/010)', () => {
  it('keep what the visitor entered before hydration, and submit it', async () => {
    const onSubmit = jest.fn<(values: Values) => void>();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm onSubmit={onSubmit} />);
    document.body.append(container);
    // The visitor types and chooses on the server's HTML, before any script runs.
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Asha Rao';
    (screen.getByLabelText('Phone') as HTMLInputElement).value = '14155550123';
    (screen.getByLabelText('Message') as HTMLTextAreaElement).value = 'Claims intake';
    (screen.getByLabelText('Country') as HTMLSelectElement).value = 'India';
    (screen.getByLabelText('I accept the terms') as HTMLInputElement).checked = true;

    await act(async () => {
      hydrateRoot(container, <ContactForm onSubmit={onSubmit} />);
    });
    // A render after hydration (typing elsewhere) must not put the server's empty values back.
    await userEvent.type(screen.getByLabelText('Name'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Asha Rao!',
      phone: '14155550123',
      message: 'Claims intake',
      country: 'India',
      accept: true,
    });
    expect(screen.getByLabelText('Message')).toHaveValue('Claims intake');
    container.remove();
  });

  it('keep what the visitor typed over the values a refused post echoed back (issue 52)', async () => {
    // The host answered a native post with the page again, the sent values as the form's initial values.
    const echoed = { name: 'Asha Rao', phone: '1415', message: 'Claims', country: 'United States', accept: false };
    const onSubmit = jest.fn<(values: Values) => void>();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm onSubmit={onSubmit} echoed={echoed} />);
    document.body.append(container);
    expect(screen.getByLabelText('Phone')).toHaveValue('1415');
    // The visitor corrects what was refused at once, before any script runs.
    (screen.getByLabelText('Phone') as HTMLInputElement).value = '14155550123';
    (screen.getByLabelText('Message') as HTMLTextAreaElement).value = 'Claims intake';
    (screen.getByLabelText('Country') as HTMLSelectElement).value = 'India';
    (screen.getByLabelText('I accept the terms') as HTMLInputElement).checked = true;

    // As the shell does: it keeps what was typed into text areas, which React's hydration resets.
    beginFirstHydration();
    await act(async () => {
      hydrateRoot(container, <ContactForm onSubmit={onSubmit} echoed={echoed} />);
    });
    endFirstHydration();
    // Later renders (typing elsewhere) keep the corrections too.
    await userEvent.type(screen.getByLabelText('Name'), '!');

    expect(screen.getByLabelText('Phone')).toHaveValue('14155550123');
    expect(screen.getByLabelText('Message')).toHaveValue('Claims intake');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('I accept the terms')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Asha Rao!',
      phone: '14155550123',
      message: 'Claims intake',
      country: 'India',
      accept: true,
    });
    container.remove();
  });
});
