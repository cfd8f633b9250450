import { CalendarCheck, ShieldCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../app/layout/language-switcher';
import { BrandMark } from '../../components/brand-mark';
import { PageLoading } from '../../components/page-states';
import { Alert } from '../../components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from './api/current-user';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';
import { safeNextPath } from './safe-next';
import { sessionEndedReasonOf } from './session-ended';

type AuthTab = 'sign-in' | 'sign-up';

/** Why sign up: shown beside the form on wide screens. */
function AuthAside() {
  const { t } = useTranslation();
  const points = [
    { icon: ShieldCheck, text: t('auth.aside.profiles') },
    { icon: CalendarCheck, text: t('auth.aside.requests') },
    { icon: Star, text: t('auth.aside.reviews') },
  ];
  return (
    <aside className="relative hidden overflow-hidden rounded-3xl bg-primary-800 p-10 text-white lg:sticky lg:top-24 lg:flex lg:flex-col">
      <div
        className="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-primary-600/40 blur-3xl"
        aria-hidden="true"
      />
      <h2 className="relative text-3xl font-bold leading-snug">{t('auth.aside.title')}</h2>
      <p className="relative mt-3 text-primary-100">{t('auth.aside.body')}</p>
      <ul className="relative mt-8 space-y-5">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/10">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="pt-1.5 text-primary-50">{text}</span>
          </li>
        ))}
      </ul>
      <div className="relative mt-auto grid grid-cols-3 gap-3 pt-10" aria-hidden="true">
        {['/images/demo/camping-2.svg', '/images/demo/tools-1.svg', '/images/demo/cameras-2.svg'].map(
          (src) => (
            <img
              key={src}
              src={src}
              alt=""
              className="aspect-square rounded-2xl object-cover ring-1 ring-white/15"
            />
          ),
        )}
      </div>
    </aside>
  );
}

/**
 * /auth (docs/product.md, "Pages"): a card with its own language toggle and two tabs.
 * `?tab=sign-up` opens the second tab; `?next=/path` is where to land after
 * signing in (home by default); `?ended=` says why the server signed this
 * page out (session-ended.ts). Someone already signed in goes home.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const me = useCurrentUser();
  const tab: AuthTab = params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  const next = safeNextPath(params.get('next'));
  const ended = sessionEndedReasonOf(params);
  useDocumentTitle(tab === 'sign-up' ? t('auth.signUp.title') : t('auth.signIn.title'));

  if (me.isPending) return <PageLoading />;
  if (me.data) return <Navigate to={next} replace />;

  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === 'sign-up') updated.set('tab', 'sign-up');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-8 sm:px-6 md:py-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:px-8">
      <section className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8">
        <div className="flex items-center justify-between gap-4">
          <BrandMark />
          <LanguageSwitcher />
        </div>
        <h1 className="mt-6 text-2xl font-bold sm:text-3xl">
          {tab === 'sign-up' ? t('auth.signUp.heading') : t('auth.signIn.heading')}
        </h1>
        <p className="mt-2 text-muted">
          {tab === 'sign-up' ? t('auth.signUp.subheading') : t('auth.signIn.subheading')}
        </p>
        {ended && tab === 'sign-in' && (
          <Alert className="mt-6" title={t('auth.sessionEnded.title')}>
            {t(`auth.sessionEnded.${ended}`)}
          </Alert>
        )}
        <Tabs value={tab} onValueChange={selectTab} className="mt-6">
          <TabsList aria-label={t('auth.tabsLabel')}>
            <TabsTrigger value="sign-in">{t('auth.signIn.tab')}</TabsTrigger>
            <TabsTrigger value="sign-up">{t('auth.signUp.tab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm next={next} />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm next={next} />
          </TabsContent>
        </Tabs>
      </section>
      <AuthAside />
    </div>
  );
}
