import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import { Badge, Box, Card, Link, MarkdownView } from '@learnforge/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { hackathonWhen } from './hackathon-format';
import * as styles from './hackathons.css';
import { RoundsCard } from './rounds-card';
import { TeamCard } from './team-card';

type Info = ResponseOf<'hackathon-info'>;

/** `/hackathon/:slug`: the hackathon, the caller's team, its rounds with submissions and results (ADR 0077). */
export function HackathonPage() {
  const slug = useParams().slug ?? '';
  const info = useApi('hackathon-info', { path: { slug } });
  usePageTitle(info.data?.name ?? 'Hackathon');
  return (
    <QueryView query={info} what="the hackathon">
      {(hackathon) => <HackathonView hackathon={hackathon} />}
    </QueryView>
  );
}

function HackathonView({ hackathon }: { hackathon: Info }) {
  const { user } = useSession();
  const stats = useApi('hackathon-stats', { path: { slug: hackathon.slug } });
  const meta = useApi('hackathon-meta', user ? { path: { slug: hackathon.slug } } : null);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <h1>{hackathon.name}</h1>
        <p className={styles.prose}>{hackathon.tagline}</p>
        <Box display="flex" gap="small" flexWrap="wrap">
          <Badge tone="neutral">{hackathonWhen(hackathon.starts_at, hackathon.ends_at)}</Badge>
          <Badge tone="neutral">
            {hackathon.min_team_size === hackathon.max_team_size
              ? `Teams of ${hackathon.max_team_size}`
              : `Teams of ${hackathon.min_team_size} to ${hackathon.max_team_size}`}
          </Badge>
          {stats.data ? (
            <Badge tone="neutral">{`${stats.data.teams_count} teams, ${stats.data.participants_count} people`}</Badge>
          ) : null}
        </Box>
      </header>
      {!user ? (
        <Card title="Your team" as="section" headingLevel={2}>
          <Link
            as={RouterLink}
            to={`/login?next=${encodeURIComponent(`/hackathon/${hackathon.slug}${window.location.search}`)}`}
          >
            Sign in to register for {hackathon.name}
          </Link>
        </Card>
      ) : (
        <QueryView query={meta} what="your team">
          {(mine) => (
            <>
              <TeamCard hackathon={hackathon} meta={mine} />
              <RoundsCard hackathon={hackathon} meta={mine} />
              <Notifications slug={hackathon.slug} />
            </>
          )}
        </QueryView>
      )}
      {!user ? <RoundsCard hackathon={hackathon} meta={null} /> : null}
      {hackathon.sections.map((section) => (
        <Card key={section.id} title={section.title} as="section" headingLevel={2}>
          <MarkdownView markdown={section.body} />
        </Card>
      ))}
      {hackathon.prizes.length ? (
        <Card title="Prizes" as="section" headingLevel={2}>
          <ul className={styles.plainList}>
            {hackathon.prizes.map((prize) => (
              <li key={prize.title}>
                <strong>{prize.title}</strong>
                {`: ₹${prize.amount.toLocaleString('en-IN')}. ${prize.description}`}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {hackathon.faq.length ? (
        <Card title="Questions and answers" as="section" headingLevel={2}>
          <dl className={styles.plainList}>
            {hackathon.faq.map((item) => (
              <div key={item.question}>
                <dt>
                  <strong>{item.question}</strong>
                </dt>
                <dd className={styles.prose}>{item.answer}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ) : null}
    </Box>
  );
}

function Notifications({ slug }: { slug: string }) {
  const notes = useApi('hackathon-notification', { path: { slug } });
  const results = notes.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <Card title="Announcements" as="section" headingLevel={2}>
      <ul className={styles.plainList}>
        {results.map((note) => (
          <li key={note.id} className={styles.prose}>
            {note.message}
          </li>
        ))}
      </ul>
    </Card>
  );
}
