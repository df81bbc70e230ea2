import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore } from '@site/shared';

/** Test-only: stands in for whichever page the form navigates to. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <h1>Now at {pathname}</h1>;
}

/** Renders `element` at `path` with the store and a router; any other path shows 'Now at <path>'. */
export function renderWithStore(element: ReactElement, path = '/') {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<CurrentPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** A user that types without pausing between keys: the forms' tests type a lot. */
export const fastUser = () => userEvent.setup({ delay: null });

/** Enters a whole value at once (a paste), where the test is not about what typing each key does. */
export async function enter(user: ReturnType<typeof fastUser>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
