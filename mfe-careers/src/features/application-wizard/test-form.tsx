import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '@site/shared/api';
import type { FormValues } from '@site/shared/form-rules';

// Test-only: one step's fields in a bare final-form form, to check what they reveal and how they take input.

export function renderFields(fields: ReactNode, initialValues: FormValues = {}) {
  let formApi: FormApi<FormValues> | undefined;
  const view = render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <Form<FormValues>
          onSubmit={() => undefined}
          initialValues={initialValues}
          render={({ handleSubmit, form }) => {
            formApi = form;
            return (
              <form onSubmit={handleSubmit} aria-label="Application step">
                {fields}
              </form>
            );
          }}
        />
      </MemoryRouter>
    </Provider>,
  );
  /** The form's current values. */
  const values = () => formApi?.getState().values ?? {};
  return { ...view, values };
}
