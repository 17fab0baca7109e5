import { useApi } from '@learnforge/api-client/react';
import { usePageTitle } from '@learnforge/app-shell';
import { Box, Card, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { useWhenInAddress, type WhenTab, WhenTabs } from '../../../shared/components/when-tabs';
import { hackathonWhen } from './hackathon-format';
import * as styles from './hackathons.css';

const WHEN = [
  { value: 'open', label: 'Open' },
  { value: 'past', label: 'Past' },
] as const satisfies readonly WhenTab<string>[];

/** `/hackathons`: open and past hackathons, the tab kept in the address. */
export function HackathonsPage() {
  usePageTitle('Hackathons');
  const when = useWhenInAddress(WHEN);
  const list = useApi('x-hackathons-index', { query: { status: when.when } });
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <h1>Hackathons</h1>
        <p>Form a team, build something in rounds, and get shortlisted by the organisers.</p>
      </header>
      <WhenTabs
        tabs={WHEN}
        state={when}
        query={list}
        noun="hackathons"
        itemKey={(hackathon) => hackathon.slug}
      >
        {(hackathon) => (
          <Card as="li" title={hackathon.name} headingLevel={2}>
            <Box display="flex" flexDirection="column" gap="small">
              <p className={styles.prose}>{hackathon.tagline}</p>
              <p className={styles.prose}>{hackathonWhen(hackathon.starts_at, hackathon.ends_at)}</p>
              <Link as={RouterLink} to={`/hackathon/${hackathon.slug}`}>
                Open {hackathon.name}
              </Link>
            </Box>
          </Card>
        )}
      </WhenTabs>
    </Box>
  );
}
