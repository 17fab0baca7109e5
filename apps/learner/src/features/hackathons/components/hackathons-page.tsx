import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { Box, Card, Link, Tabs } from '@learnforge/ui';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { hackathonWhen } from './hackathon-format';
import * as styles from './hackathons.css';

const WHEN = ['open', 'past'] as const;
type When = (typeof WHEN)[number];
const WHEN_LABEL: Record<When, string> = { open: 'Open', past: 'Past' };

/** `/hackathons`: open and past hackathons, the tab kept in the address. */
export function HackathonsPage() {
  usePageTitle('Hackathons');
  const [params, setParams] = useSearchParams();
  const when: When = params.get('when') === 'past' ? 'past' : 'open';
  const list = useApi('x-hackathons-index', { query: { status: when } });
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <h1>Hackathons</h1>
        <p>Form a team, build something in rounds, and get shortlisted by the organisers.</p>
      </header>
      <Tabs.Root
        value={when}
        onValueChange={(value) => setParams(value === 'past' ? { when: 'past' } : {}, { replace: true })}
      >
        <Tabs.List aria-label="When">
          {WHEN.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {WHEN_LABEL[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {WHEN.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === when ? (
              <QueryView
                query={list}
                what={`the ${WHEN_LABEL[when].toLowerCase()} hackathons`}
                isEmpty={(data) => data.results.length === 0}
                empty={{ title: `No ${WHEN_LABEL[when].toLowerCase()} hackathons` }}
              >
                {(data) => (
                  <ul className={styles.grid} aria-label={`${WHEN_LABEL[when]} hackathons`}>
                    {data.results.map((hackathon) => (
                      <Card as="li" key={hackathon.slug} title={hackathon.name} headingLevel={2}>
                        <Box display="flex" flexDirection="column" gap="small">
                          <p className={styles.prose}>{hackathon.tagline}</p>
                          <p className={styles.prose}>
                            {hackathonWhen(hackathon.starts_at, hackathon.ends_at)}
                          </p>
                          <Link as={RouterLink} to={`/hackathon/${hackathon.slug}`}>
                            Open {hackathon.name}
                          </Link>
                        </Box>
                      </Card>
                    ))}
                  </ul>
                )}
              </QueryView>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
