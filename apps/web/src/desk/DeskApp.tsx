// The desk's routes (hash routes, as the shop's): enrolment from an invitation link works signed
// out; everything else needs a signed-in person, and each screen only the roles its calls allow.
import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { hashHref, useHashLocation, useHashSearch } from '../lib/hash-location.ts';
import type { DeskMethod, StaffMe } from '@zdravo/contract/desk';
import { mayOpen } from './access.ts';
import { deskShellMessages } from '@zdravo/contract/messages/desk';
import { Loading } from '../components/ui/LoadState.tsx';
import { useDeskUser } from './session.ts';
import { useT } from './texts.ts';
import { DeskShell } from './DeskShell.tsx';

const SignIn = lazy(() => import('./screens/SignIn.tsx'));
const Enrol = lazy(() => import('./screens/Enrol.tsx'));
const Queue = lazy(() => import('./screens/Queue.tsx'));
const Requests = lazy(() => import('./screens/Requests.tsx'));
const Call = lazy(() => import('./screens/Call.tsx'));
const OrderLookup = lazy(() => import('./screens/OrderLookup.tsx'));
const OrderDetail = lazy(() => import('./screens/OrderDetail.tsx'));
const Staff = lazy(() => import('./screens/Staff.tsx'));
const Audit = lazy(() => import('./screens/Audit.tsx'));
const Dispatch = lazy(() => import('./screens/Dispatch.tsx'));
const Phones = lazy(() => import('./screens/Phones.tsx'));
const Stock = lazy(() => import('./screens/Stock.tsx'));
const Numbers = lazy(() => import('./screens/Numbers.tsx'));
const Withdrawals = lazy(() => import('./screens/Withdrawals.tsx'));
const QuizLeads = lazy(() => import('./screens/QuizLeads.tsx'));
const Club = lazy(() => import('./screens/Club.tsx'));
const Reviews = lazy(() => import('./screens/Reviews.tsx'));
const Catalog = lazy(() => import('./screens/Catalog.tsx'));
const Remittances = lazy(() => import('./screens/Remittances.tsx'));
const CatalogEditor = lazy(() => import('./screens/CatalogEditor.tsx'));

/** Where a person lands: an agent (and a manager) on the call queue, a moderator on the reviews waiting, a merchandiser on the catalog. */
const home = (me: StaffMe): string =>
  mayOpen(me, 'desk.queue.list')
    ? '/queue'
    : mayOpen(me, 'desk.reviews.pending')
      ? '/reviews'
      : mayOpen(me, 'desk.catalog.list')
        ? '/catalog'
        : mayOpen(me, 'desk.audit.list')
          ? '/audit'
          : '/orders';

function Screen({ children }: { children: ReactNode }) {
  const t = useT(deskShellMessages);
  return <Suspense fallback={<Loading label={t.loading} />}>{children}</Suspense>;
}

function SignedIn({ me }: { me: StaffMe }) {
  const allowed = (method: DeskMethod, screen: ReactNode) =>
    mayOpen(me, method) ? <Screen>{screen}</Screen> : <Redirect to={home(me)} />;
  return (
    <DeskShell me={me}>
      <Switch>
        <Route path="/queue">{allowed('desk.queue.list', <Queue me={me} />)}</Route>
        <Route path="/queue/:id">
          {(params) => allowed('desk.calls.record', <Call key={params.id} orderId={Number(params.id)} />)}
        </Route>
        <Route path="/requests">{allowed('desk.requests.list', <Requests me={me} />)}</Route>
        <Route path="/orders">{allowed('desk.orders.search', <OrderLookup />)}</Route>
        <Route path="/orders/:id">
          {(params) => allowed('desk.orders.get', <OrderDetail id={Number(params.id)} me={me} />)}
        </Route>
        <Route path="/staff">{allowed('desk.staff.list', <Staff me={me} />)}</Route>
        <Route path="/audit">{allowed('desk.audit.list', <Audit />)}</Route>
        <Route path="/dispatch">{allowed('desk.dispatch.list', <Dispatch me={me} />)}</Route>
        <Route path="/phones">{allowed('desk.phones.list', <Phones me={me} />)}</Route>
        <Route path="/stock">{allowed('desk.stock.list', <Stock />)}</Route>
        <Route path="/numbers">{allowed('desk.numbers.report', <Numbers me={me} />)}</Route>
        <Route path="/withdrawals">{allowed('desk.withdrawals.list', <Withdrawals />)}</Route>
        <Route path="/quiz-leads">{allowed('desk.quizLeads.list', <QuizLeads />)}</Route>
        <Route path="/club">{allowed('desk.club.list', <Club me={me} />)}</Route>
        <Route path="/reviews/:part?">
          {(params) =>
            params.part === 'base'
              ? allowed('desk.reviews.base', <Reviews me={me} part="base" />)
              : allowed(
                  'desk.reviews.pending',
                  <Reviews me={me} part={params.part === 'published' ? 'published' : 'waiting'} />,
                )
          }
        </Route>
        <Route path="/catalog">{allowed('desk.catalog.list', <Catalog />)}</Route>
        <Route path="/remittances">{allowed('desk.remittances.list', <Remittances me={me} />)}</Route>
        <Route path="/catalog/:id">
          {(params) =>
            allowed(
              'desk.catalog.save',
              <CatalogEditor key={params.id} id={params.id === 'new' ? null : Number(params.id)} />,
            )
          }
        </Route>
        <Route>
          <Redirect to={home(me)} />
        </Route>
      </Switch>
    </DeskShell>
  );
}

export function DeskApp() {
  const user = useDeskUser();
  const t = useT(deskShellMessages);
  return (
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <Switch>
        <Route path="/enrol/:token">
          {(params) => (
            <Screen>
              <Enrol token={params.token} />
            </Screen>
          )}
        </Route>
        <Route>
          {user === 'unknown' ? (
            <Loading label={t.loading} />
          ) : user === null ? (
            <Screen>
              <SignIn />
            </Screen>
          ) : (
            <SignedIn me={user} />
          )}
        </Route>
      </Switch>
    </Router>
  );
}
