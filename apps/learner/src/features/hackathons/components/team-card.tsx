import type { ResponseOf } from '@learnforge/api-client';
import { useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, useSession } from '@learnforge/app-shell';
import { Badge, Box, Button, Card, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as styles from './hackathons.css';

type Info = ResponseOf<'hackathon-info'>;
type Meta = ResponseOf<'hackathon-meta'>;
type Team = NonNullable<Meta['team']>;
type Said = { ok: boolean; text: string } | null;

function Said({ said }: { said: Said }) {
  if (!said) return null;
  return (
    <p role={said.ok ? 'status' : 'alert'} className={styles.prose}>
      {said.text}
    </p>
  );
}

/** The caller's team: register one, join one by its invite link, or see and manage the one they are in. */
export function TeamCard({ hackathon, meta }: { hackathon: Info; meta: Meta }) {
  const [params] = useSearchParams();
  const invitedTo = params.get('team');
  const code = params.get('code');
  return (
    <Card title="Your team" as="section" headingLevel={2}>
      {meta.team ? (
        <TeamView hackathon={hackathon} team={meta.team} />
      ) : !hackathon.registration_open ? (
        <p className={styles.prose}>{hackathon.name} has ended; registration is closed.</p>
      ) : (
        <Box display="flex" flexDirection="column" gap="large">
          {invitedTo && code ? <JoinByInvite hackathon={hackathon} teamSlug={invitedTo} code={code} /> : null}
          <RegisterForm hackathon={hackathon} />
        </Box>
      )}
    </Card>
  );
}

function JoinByInvite({ hackathon, teamSlug, code }: { hackathon: Info; teamSlug: string; code: string }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const join = useApiMutation('hackathon-team-member', { notify: false });
  const [said, setSaid] = useState<Said>(null);
  const onJoin = async () => {
    setSaid(null);
    try {
      const team = await join.trigger({
        path: { slug: hackathon.slug },
        body: { team_slug: teamSlug, action: 'join', invite_code: code },
      });
      setSaid({ ok: true, text: `You joined ${team.name}.` });
    } catch (error) {
      const refused = formErrorsOf(error, ['invite_code'] as const);
      setSaid({ ok: false, text: refused.fields.invite_code ?? refused.form ?? 'That did not work.' });
    }
  };
  return (
    <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
      <p className={styles.prose}>You were invited to join a team of {hackathon.name}.</p>
      <Button loading={join.isMutating} onClick={onJoin}>
        Join the team
      </Button>
      <Said said={said} />
    </Box>
  );
}

function RegisterForm({ hackathon }: { hackathon: Info }) {
  const register = useApiMutation('hackathon-register', { notify: false });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaid(null);
    if (name.trim().length < 2) {
      setError('Name your team (at least 2 characters).');
      return;
    }
    try {
      const reply = await register.trigger({
        path: { slug: hackathon.slug },
        body: { team_name: name.trim() },
      });
      setSaid({ ok: reply.status === 'SUCCESS', text: reply.message });
    } catch (failure) {
      const refused = formErrorsOf(failure, ['team_name'] as const);
      setError(refused.fields.team_name ?? null);
      if (refused.form) setSaid({ ok: false, text: refused.form });
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Register for ${hackathon.name}`}>
      <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
        <p className={styles.prose}>
          Register by creating your team; you lead it and invite the others. Invited by a friend? Open the
          link they sent you instead.
        </p>
        <TextField
          label="Team name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <Button type="submit" loading={register.isMutating}>
          Register with this team
        </Button>
        <Said said={said} />
      </Box>
    </form>
  );
}

function TeamView({ hackathon, team }: { hackathon: Info; team: Team }) {
  const { user } = useSession();
  const member = useApiMutation('hackathon-team-member', { notify: false });
  const [said, setSaid] = useState<Said>(null);
  const isLeader = user?.handle === team.leader;
  const inviteLink = team.invite_code
    ? `${window.location.origin}/hackathon/${hackathon.slug}?team=${team.slug}&code=${team.invite_code}`
    : null;
  const change = async (action: 'leave' | 'remove', handle?: string) => {
    setSaid(null);
    try {
      await member.trigger({
        path: { slug: hackathon.slug },
        body: { team_slug: team.slug, action, ...(handle ? { member: handle } : {}) },
      });
      setSaid({
        ok: true,
        text: action === 'leave' ? `You left ${team.name}.` : `${handle} is no longer in ${team.name}.`,
      });
    } catch (error) {
      setSaid({ ok: false, text: formErrorsOf(error, [] as const).form ?? 'That did not work.' });
    }
  };
  const full = team.members.length >= hackathon.max_team_size;
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <h3>{team.name}</h3>
      <p className={styles.prose}>
        {`${team.members.length} of at most ${hackathon.max_team_size} members`}
        {team.members.length < hackathon.min_team_size
          ? `: you need at least ${hackathon.min_team_size} to submit.`
          : '.'}
      </p>
      <ul className={styles.plainList} aria-label={`Members of ${team.name}`}>
        {team.members.map((person) => (
          <li key={person.handle} className={styles.member}>
            <span>
              {person.name} <span>({person.handle})</span>{' '}
              {person.handle === team.leader ? <Badge tone="neutral">Leader</Badge> : null}
            </span>
            {isLeader && person.handle !== team.leader && hackathon.registration_open ? (
              <Button variant="outline" size="small" onClick={() => change('remove', person.handle)}>
                Remove {person.name}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {inviteLink && hackathon.registration_open && !full ? (
        <>
          <TextField label="Invite link (share it with your teammates)" value={inviteLink} readOnly />
          <InviteForm hackathon={hackathon} team={team} />
        </>
      ) : null}
      {hackathon.registration_open ? (
        <Box>
          <Button variant="outline" loading={member.isMutating} onClick={() => change('leave')}>
            Leave {team.name}
          </Button>
        </Box>
      ) : null}
      <Said said={said} />
    </Box>
  );
}

function InviteForm({ hackathon, team }: { hackathon: Info; team: Team }) {
  const invite = useApiMutation('hackathon-invite', { notify: false });
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaid(null);
    const list = emails
      .split(/[\s,;]+/)
      .map((email) => email.trim())
      .filter(Boolean);
    if (list.length === 0) {
      setError('Enter at least one email address.');
      return;
    }
    try {
      const reply = await invite.trigger({
        path: { slug: hackathon.slug },
        body: { team_slug: team.slug, emails: list },
      });
      const parts = [
        reply.invited.length ? `Invited ${reply.invited.join(', ')}.` : '',
        ...reply.failed.map((failed) => `${failed.email}: ${failed.reason}`),
      ].filter(Boolean);
      setSaid({ ok: reply.failed.length === 0, text: parts.join(' ') });
      if (reply.failed.length === 0) setEmails('');
    } catch (failure) {
      const refused = formErrorsOf(failure, ['emails'] as const, { 'emails.0': 'emails' });
      setError(refused.fields.emails ?? refused.form ?? null);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Invite people to ${team.name}`}>
      <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
        <TextField
          label="Invite by email (separate addresses with commas)"
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          error={error}
        />
        <Button type="submit" variant="outline" loading={invite.isMutating}>
          Send invites
        </Button>
        <Said said={said} />
      </Box>
    </form>
  );
}
