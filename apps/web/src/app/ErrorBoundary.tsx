// Catches a screen that fails to render or whose chunk fails to load (e.g. after a deploy, or
// the 120 s chunk timeout of docs/product.md §9) and offers a reload instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../lib/i18n.ts';
import { useScreenHydrated } from './early-taps.ts';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Visible to developers and to the browser tests; the shopper sees the friendly screen.
    console.warn('Screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const t = useT();
  // The error page stands where the screen would: from now on its button works (the page's early taps
  // would otherwise keep waiting for a screen that never came, and hold the click).
  useScreenHydrated();
  return (
    <section className="container screen-failed" role="alert">
      <h1>{t.errorHeading}</h1>
      <p>{t.errorText}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t.reload}
      </button>
    </section>
  );
}
