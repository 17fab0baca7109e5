import { useApi, useApiMutation, useRevalidate } from '@learnforge/api-client/react';
import { QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import { Box, Card, Link } from '@learnforge/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import * as styles from './programmes.css';
import { RegistrationForm, registrationBody } from './registration-form';

/**
 * `/summer-training`: the summer-training registration (002 §7, `user-details-registration/`). After a save the
 * registration is read again (002 §4) and so are the tracks' seats, so what the page shows is what was stored.
 */
export function SummerTrainingPage() {
  usePageTitle('Summer training');
  const { user } = useSession();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <h1>Summer training</h1>
        <p className={styles.prose}>
          Eight weeks of guided projects with mentors, in one track of your choice. Seats in each track are
          limited.
        </p>
      </header>
      {user ? (
        <Registration />
      ) : (
        <Card title="Register" as="section" headingLevel={2}>
          <Link as={RouterLink} to={`/login?next=${encodeURIComponent('/summer-training')}`}>
            Sign in to register for summer training
          </Link>
        </Card>
      )}
    </Box>
  );
}

function Registration() {
  const registration = useApi('summer-training-registration-get', {});
  const tracks = useApi('x-summer-training-tracks', {});
  const save = useApiMutation('summer-training-registration-post');
  const refreshSeats = useRevalidate(['x-summer-training-tracks']);
  const [saved, setSaved] = useState(false);
  const trackName = (slug: string | null) =>
    tracks.data?.results.find((track) => track.slug === slug)?.name ?? slug ?? '';
  return (
    <Card title="Your registration" as="section" headingLevel={2}>
      <QueryView query={registration} what="your registration">
        {(data) => (
          <QueryView query={tracks} what="the tracks">
            {(available) => (
              <Box display="flex" flexDirection="column" gap="medium">
                {data.registered ? (
                  <p role="status" className={styles.prose}>
                    {saved ? 'Saved. ' : ''}You are registered for the{' '}
                    {trackName(data.preferred_track ?? null)} track as {data.name}, {data.institute}.
                  </p>
                ) : (
                  <p className={styles.prose}>Fill in your details and choose a track.</p>
                )}
                <RegistrationForm
                  label="Summer training registration"
                  saved={data}
                  tracks={available.results}
                  submitLabel={data.registered ? 'Save my details' : 'Register for summer training'}
                  busy={save.isMutating}
                  onSubmit={async (values) => {
                    setSaved(false);
                    await save.trigger({
                      body: { ...registrationBody(values), preferred_track: values.preferred_track },
                    });
                    await refreshSeats();
                    setSaved(true);
                  }}
                />
              </Box>
            )}
          </QueryView>
        )}
      </QueryView>
    </Card>
  );
}
