// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, expect, it, vi } from 'vitest';
import { prepareMantineDom } from '../../../testing/jsdom-setup';
import { useLoginForm } from './use-login-form';

// the real resolver, counted
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@hookform/resolvers/zod', async (importOriginal) => {
  const real = await importOriginal<typeof import('@hookform/resolvers/zod')>();
  return {
    ...real,
    zodResolver: ((...args: Parameters<typeof real.zodResolver>) => {
      const resolver = real.zodResolver(...args);
      return (...call: Parameters<typeof resolver>) => {
        checks.count += 1;
        return resolver(...call);
      };
    }) as typeof real.zodResolver,
  };
});

beforeAll(prepareMantineDom);

function Form() {
  const login = useLoginForm();
  return (
    <form>
      <input aria-label="email" {...login.form.register('email')} />
      <input aria-label="password" type="password" {...login.form.register('password')} />
      <button type="submit" disabled={!login.canSubmit}>
        sign in
      </button>
    </form>
  );
}

/** types `value` into the input as a browser does: its value, then an input event */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

it('checks nothing while the form is untouched, then enables submit once both fields are valid', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<Form />));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // an untouched form cannot be sent: checking it at mount was work on the first screen for nothing
  expect(checks.count).toBe(0);
  expect(host.querySelector('button')!.disabled).toBe(true);

  const [email, password] = [...host.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
  const canSubmit = () => !host.querySelector('button')!.disabled;
  await type(email, 'not-an-email');
  expect(canSubmit()).toBe(false);
  await type(password, 'Demo@Partner1');
  expect(checks.count).toBeGreaterThan(0);
  expect(canSubmit()).toBe(false); // the e-mail is wrong
  await type(email, 'demo@partner.test');
  expect(canSubmit()).toBe(true);
  await type(password, '');
  expect(canSubmit()).toBe(false);
  await act(async () => root.unmount());
});
