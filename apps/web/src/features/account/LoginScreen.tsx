// /login: one screen, two modes (login | register), switched in place; `?mode=register` opens
// the register mode. A visitor who is already logged in when the screen opens goes to / (docs/product.md §2).
import { Suspense, useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { accountMessages } from '@zdravo/contract/messages/account';
import { FormMessage } from '../../components/ui/form/index.ts';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { nextPath } from '../../lib/next-path.ts';
import { lazyPart, usePreloadParts } from '../../lib/lazy-part.ts';
import { PageLoading } from '../../components/ui/PageLoading.tsx';
import { LoginForm } from './LoginForm.tsx';
import { useLoginState } from '../../lib/login-state.ts';
import './account.css';

// The register form (with the phone input) comes after the login form's first paint (decision 040).
const RegisterForm = lazyPart(
  () => import('./RegisterForm.tsx'),
  (m) => m.RegisterForm,
);

type Mode = 'login' | 'register';

export default function LoginScreen() {
  const t = useT(accountMessages);
  const search = new URLSearchParams(useSearch());
  // The mode lives in the address (?mode=register): links, reloads and Back keep it.
  const mode: Mode = search.get('mode') === 'register' ? 'register' : 'login';
  const { isLoggedIn } = useLoginState();
  const navigate = useTransitionNavigate();
  // A `next` path (e.g. back to a review form) survives the switch of modes.
  const back = search.get('next');
  const keep = back ? `next=${encodeURIComponent(back)}` : '';
  const setMode = (next: Mode) =>
    navigate(
      next === 'register' ? `/login?mode=register${keep ? `&${keep}` : ''}` : `/login${keep ? `?${keep}` : ''}`,
      { replace: true, transition: false },
    );
  // Only a visitor who ARRIVES logged in is sent away: after a sign-up here the modal must stay.
  const acted = useRef(false);
  const onActivity = () => {
    acted.current = true;
  };
  useEffect(() => {
    if (isLoggedIn === true && !acted.current) navigate(nextPath(search.toString()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's query is read when the login state changes; a new query alone must not navigate
  }, [isLoggedIn, navigate]);
  usePreloadParts(RegisterForm);
  usePageTitle(mode === 'login' ? t.loginTitle : t.registerTitle);
  const panel = (
    <>
      <h1 className="page-title">{mode === 'login' ? t.loginTitle : t.registerTitle}</h1>
      <p className="page-lead">{mode === 'login' ? t.loginIntro : t.registerIntro}</p>
      {search.get('reset') === '1' && mode === 'login' ? <FormMessage kind="success">{t.resetDone}</FormMessage> : null}
      {mode === 'login' ? (
        <LoginForm onActivity={onActivity} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <RegisterForm.Part onActivity={onActivity} />
        </Suspense>
      )}
      <p className="auth__switch">
        <button type="button" className="link-button" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
          {mode === 'login' ? t.toRegister : t.toLogin}
        </button>
      </p>
    </>
  );

  return (
    <section className="auth container">
      <div className="card card--page auth__card">
        <Tabs
          label={t.loginHeading}
          active={mode}
          onSelect={(id) => setMode(id === 'register' ? 'register' : 'login')}
          classNames={{ list: 'auth__modes', tab: 'auth__mode', panel: 'auth__panel' }}
          items={[
            { id: 'login', label: t.modeLogin, content: panel },
            { id: 'register', label: t.modeRegister, content: panel },
          ]}
        />
      </div>
    </section>
  );
}
