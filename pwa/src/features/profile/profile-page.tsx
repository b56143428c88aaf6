import { Tabs } from 'radix-ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { PageHeader } from '../../ui/page-header';
import { AnalyticsTab } from '../reading/analytics-tab';
import { TeamTab } from '../teams/team-tab';
import { DangerZoneTab } from './danger-zone-tab';
import { InfoTab } from './info-tab';
import { IntegrationsTab } from './integrations-tab';
import { PasswordTab } from './password-tab';
import { useProfileT } from './profile-texts';

const TABS = [
  ['info', 'profile.tab.info'],
  ['password', 'profile.tab.password'],
  ['analytics', 'profile.tab.analytics'],
  ['team', 'profile.tab.team'],
  ['integrations', 'profile.tab.integrations'],
  ['danger', 'profile.tab.danger'],
] as const;

/** `/profile?tab=team` opens that tab (an accepted invitation lands there); else Info. */
const openingTab = (asked: string | null): string =>
  TABS.some(([value]) => value === asked) && asked ? asked : 'info';

/** /profile: signed-in only, otherwise back to /. */
export function ProfilePage() {
  const { user } = useValue(sessionStore);
  const [params] = useSearchParams();
  const t = useProfileT();
  if (!user) return <Navigate to="/" replace />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={t('profile.back')}
        title={t('profile.title')}
        description={t('profile.description')}
      />
      <Tabs.Root defaultValue={openingTab(params.get('tab'))} className="mt-6">
        <Tabs.List
          aria-label={t('profile.sections')}
          className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1 sm:grid-cols-3 md:grid-cols-6"
        >
          {TABS.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded-lg px-3 py-2 text-sm font-medium text-fg-muted transition data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm"
            >
              {t(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mt-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
          <Tabs.Content value="info" className="focus-visible:outline-none">
            <InfoTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="password" className="focus-visible:outline-none">
            <PasswordTab />
          </Tabs.Content>
          <Tabs.Content value="analytics" className="focus-visible:outline-none">
            <AnalyticsTab userId={user.id} />
          </Tabs.Content>
          <Tabs.Content value="team" className="focus-visible:outline-none">
            <TeamTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="integrations" className="focus-visible:outline-none">
            <IntegrationsTab verified={user.isVerified} />
          </Tabs.Content>
          <Tabs.Content value="danger" className="focus-visible:outline-none">
            <DangerZoneTab />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </section>
  );
}
