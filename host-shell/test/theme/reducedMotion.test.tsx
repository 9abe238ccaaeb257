import { i18n, sharedStore } from '@shiftdesk/shared';
import { act, render, screen } from '@testing-library/react';
import antdTheme from 'antd/es/theme';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import '../../src/i18n/register';
import { ThemeRoot } from '../../src/theme/ThemeRoot';

/** A system setting the test flips: matchMedia answers for the reduced-motion query from it. */
function fakeMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  const setting = { reduce };
  window.matchMedia = ((q: string) => ({
    media: q,
    get matches() {
      return q === '(prefers-reduced-motion: reduce)' && setting.reduce;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      setting.reduce = next;
      for (const fn of listeners) fn();
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Motion() {
  const { token } = antdTheme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

const show = () =>
  render(
    <Provider store={sharedStore}>
      <I18nextProvider i18n={i18n}>
        <ThemeRoot>
          <Motion />
        </ThemeRoot>
      </I18nextProvider>
    </Provider>,
  );

test('antd motion is on by default and off while the system asks for reduced motion, followed live', () => {
  const setting = fakeMotionSetting(false);
  try {
    show();
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
    act(() => setting.set(true));
    expect(screen.getByTestId('motion')).toHaveTextContent('false');
    act(() => setting.set(false));
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  } finally {
    setting.restore();
  }
});

test('a reduced-motion system starts without motion', () => {
  const setting = fakeMotionSetting(true);
  try {
    show();
    expect(screen.getByTestId('motion')).toHaveTextContent('false');
  } finally {
    setting.restore();
  }
});
