import { useApi } from '@learnforge/api-client/react';
import { QueryView, signInHref, useSession } from '@learnforge/app-shell';
import { Box, Button, Card, Link, TextField } from '@learnforge/ui';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

/** Referrers the card lists; the call's page holds 20. */
const SHOWN = 10;

/**
 * An event's or open contest's invite card (ADR 0092): the signed-in learner's own link to this page
 * (`?ref=<handle>`), and who brought the most people through theirs (`influencer_rank/{event}/`).
 * `slug` is the event's or the contest's; `what` names it in the sentence ("this event").
 */
export function InviteCard({ slug, what }: { slug: string; what: string }) {
  const { user } = useSession();
  const board = useApi('leaderboard-influencer-rank', { path: { event: slug } });
  const [said, setSaid] = useState('');
  const heading = useId();
  const link = user
    ? `${window.location.origin}${window.location.pathname}?ref=${encodeURIComponent(user.handle)}`
    : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setSaid('Your invite link is copied.');
    } catch {
      // No clipboard (an insecure page, a refused permission): the field still holds the link to copy.
      setSaid('Copying is not allowed here: select the link and copy it.');
    }
  };
  return (
    <Card as="section" title="Invite friends" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        {link ? (
          <>
            <p>Everyone who registers for {what} through your link counts for you on the board below.</p>
            <Box display="flex" gap="small" flexWrap="wrap" alignItems="flex-end">
              <TextField label="Your invite link" value={link} readOnly onFocus={(e) => e.target.select()} />
              <Button variant="outline" onClick={() => void copy()}>
                Copy link
              </Button>
              <p role="status">{said}</p>
            </Box>
          </>
        ) : (
          <Link as={RouterLink} to={signInHref()}>
            Sign in to get your invite link
          </Link>
        )}
        <h3 id={heading}>Who brought the most people</h3>
        <QueryView query={board} what="the people who brought the most">
          {(data) =>
            data.results.length === 0 ? (
              <p>Nobody has brought anyone yet.</p>
            ) : (
              <ol aria-labelledby={heading} style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
                {data.results.slice(0, SHOWN).map((row) => (
                  <li key={row.handle} value={row.rank}>
                    {`${row.name} (@${row.handle}): ${row.referrals_count} registered, ${row.points} took part`}
                  </li>
                ))}
              </ol>
            )
          }
        </QueryView>
      </Box>
    </Card>
  );
}
