// A widget's server HTML (RemoteWidget, docs/decisions/010) and the form fields that take over what was typed into it.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { installIntersectionObserver, removeIntersectionObserver } from '../testing/fake-intersection-observer.ts';
import { WIDGET_RUNNING_ATTRIBUTE } from '../config/server-render.ts';
import { RemoteWidget, WidgetLoaderContext } from '../federation/remote-widget.tsx';
import type { ExposeLoader } from '../federation/remote-widget.tsx';
import { TextField } from './form-field.tsx';
import { NativeFormFields } from './form-field-native.tsx';
import { markPageReady, resetPageReady } from './page-ready.ts';

/**
 * A widget with a form, as the forms remote's are; `rendered` tells its server copy from the browser's, `echoed`
 * is the address of a refused post the page was rendered for (the form's initial value, as useNativeForm gives).
 */
function EmailForm({ rendered, echoed }: Record<string, unknown>) {
  return (
    <Form
      onSubmit={() => undefined}
      initialValues={typeof echoed === 'string' ? { email: echoed } : undefined}
      render={({ handleSubmit, values }) => (
        <form method="post" onSubmit={handleSubmit}>
          <NativeFormFields formId="subscribe">
            <TextField name="email" label="Email" />
          </NativeFormFields>
          <p>
            {String(rendered)}: {String((values as { email?: string }).email ?? '')}
          </p>
        </form>
      )}
    />
  );
}

let enter: () => void;

beforeEach(() => {
  ({ enter } = installIntersectionObserver());
});

afterEach(() => {
  resetPageReady();
  removeIntersectionObserver();
  document.body.innerHTML = '';
});

describe('RemoteWidget on a page the server rendered', () => {
  /** The server's HTML of a page holding the widget, as the host sends it, then hydrated as the shell does. */
  async function serverPageHydrated(load: ExposeLoader, echoed?: string) {
    const serverLoad: ExposeLoader = async () => ({ default: EmailForm });
    const serverModule = await serverLoad('forms', './subscribe-box');
    // The server's loader answers one settled promise per widget; renderToString cannot wait, so it is settled here.
    const settled = Object.assign(Promise.resolve(serverModule), { status: 'fulfilled', value: serverModule });
    const page = (props: Record<string, unknown>) => (
      <main>
        <h1>Guide</h1>
        <RemoteWidget remote="forms" expose="./subscribe-box" props={{ ...props, echoed }} fallback={<p>Loading</p>} />
      </main>
    );
    const html = renderToString(
      <WidgetLoaderContext value={{ load: () => settled, where: 'server' }}>
        {page({ rendered: 'server' })}
      </WidgetLoaderContext>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <WidgetLoaderContext value={{ load, where: 'browser' }}>{page({ rendered: 'browser' })}</WidgetLoaderContext>,
      );
    });
    return container;
  }

  it("keeps the server's form as it is, working as plain HTML, until the widget nears the viewport", async () => {
    const browserLoads: string[] = [];
    const container = await serverPageHydrated(async (remote, expose) => {
      browserLoads.push(`${remote}/${expose}`);
      return { default: EmailForm };
    });

    expect(container.querySelector('form[method="post"]')).not.toBeNull();
    expect(screen.getByText('server:')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(browserLoads).toEqual([]);
    expect(container.querySelector(`[${WIDGET_RUNNING_ATTRIBUTE}]`)).toBeNull();
  });

  it('carries what was typed into the server copy over to the widget, and the focus with it', async () => {
    const container = await serverPageHydrated(async () => ({ default: EmailForm }));
    // Typed before the widget's code arrived: into the server's plain input.
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    act(() => markPageReady());
    enter();

    expect(await screen.findByText('browser: ada@example.com')).toBeInTheDocument();
    expect(container.querySelector(`[${WIDGET_RUNNING_ATTRIBUTE}] form`)).not.toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it('keeps what was typed over the address a refused post echoed back, once the widget arrives (issue 52)', async () => {
    const container = await serverPageHydrated(async () => ({ default: EmailForm }), 'broken@');
    expect(screen.getByLabelText('Email')).toHaveValue('broken@');
    // The visitor corrects the refused address at once, on the server's HTML.
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');

    act(() => markPageReady());
    enter();

    expect(await screen.findByText('browser: ada@example.com')).toBeInTheDocument();
    expect(container.querySelector(`[${WIDGET_RUNNING_ATTRIBUTE}] form`)).not.toBeNull();
    // Later renders of the widget's form (typing) do not put the echoed address back either.
    await userEvent.type(screen.getByLabelText('Email'), 'm');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.comm');
    expect(screen.getByText('browser: ada@example.comm')).toBeInTheDocument();
  });

  it("keeps the server's form when the widget cannot be had", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await serverPageHydrated(async () => {
      throw new Error('forms remote is down');
    });
    act(() => markPageReady());
    enter();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('server:')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
