import { isApiError } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { hasAnyRole, QueryView, useSession } from '@learnforge/app-shell';
import { AREA_ROLES, formatLongDate } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Link,
  MarkdownView,
  Skeleton,
  TextArea,
  TextField,
} from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

export const TERMS_CONSENT_SOURCE = 'terms-of-service';

/** Terms of service (002 §7): the version in force, the reader's consent, and publishing for super admins. */
export function TermsPage() {
  const { user, isLoading: sessionLoading } = useSession();
  const terms = useApi('terms-get', {});
  const location = useLocation();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Terms of service</h1>
      <QueryView
        query={terms}
        what="the terms of service"
        loading={<Skeleton shape="rectangle" height="16rem" />}
      >
        {(current) => (
          <article aria-label="Terms of service">
            <p>
              Version {current.version}, published {formatLongDate(current.published_at)}.
            </p>
            <MarkdownView markdown={current.content} />
          </article>
        )}
      </QueryView>
      {sessionLoading ? null : user ? (
        <ConsentForm />
      ) : (
        <p>
          <Link as={RouterLink} to={`/login?next=${encodeURIComponent(location.pathname)}`}>
            Sign in
          </Link>{' '}
          to accept the terms of service.
        </p>
      )}
      {hasAnyRole(user, AREA_ROLES.siteSettings) && terms.data ? (
        <PublishTermsForm current={terms.data.content} />
      ) : null}
    </Box>
  );
}

/** The terms consent form (`user/consent-form/?source=terms-of-service`): accept the version shown. */
export function ConsentForm({ source = TERMS_CONSENT_SOURCE }: { source?: string }) {
  const form = useApi('user-consent-form-get', { query: { source } });
  const answer = useApiMutation('user-consent-form-put');
  const [checked, setChecked] = useState(false);
  if (form.error) return <p role="alert">{form.error.message}</p>;
  if (!form.data) return <Skeleton shape="rectangle" height="4rem" />;
  const { version, text, accepted, answered_at: answeredAt } = form.data;
  if (accepted && answeredAt) {
    return (
      <Card as="section" title="Your consent" headingLevel={2}>
        <p>
          You accepted version {version} on {formatLongDate(answeredAt)}.
        </p>
      </Card>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's message reaches the notifier; the form stays as it was.
    await answer.trigger({ query: { source }, body: { accepted: true, version } }).catch(() => undefined);
  };
  return (
    <Card as="section" title="Your consent" headingLevel={2}>
      <form onSubmit={submit}>
        <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
          <Checkbox label={text} checked={checked} onChange={(event) => setChecked(event.target.checked)} />
          <Button type="submit" disabled={!checked || answer.isMutating}>
            {answer.isMutating ? 'Saving…' : 'Accept'}
          </Button>
        </Box>
      </form>
    </Card>
  );
}

/** Super admins publish a new version; everyone is then asked to accept it again. */
function PublishTermsForm({ current }: { current: string }) {
  const publish = useApiMutation('terms-update');
  const [version, setVersion] = useState('');
  const [content, setContent] = useState(current);
  const [published, setPublished] = useState<string | null>(null);
  const fields = publish.error && isApiError(publish.error) ? publish.error.fields : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPublished(null);
    const result = await publish.trigger({ body: { version, content } }).catch(() => null);
    if (result) {
      setPublished(result.version);
      setVersion('');
    }
  };
  return (
    <Card as="section" title="Publish a new version" headingLevel={2}>
      <form onSubmit={submit}>
        <Box display="flex" flexDirection="column" gap="medium">
          <TextField
            label="Version"
            hint="A new name, e.g. 2026-07. Published versions cannot be changed."
            value={version}
            maxLength={50}
            required
            error={fields.version}
            onChange={(event) => setVersion(event.target.value)}
          />
          <TextArea
            label="Terms (Markdown)"
            value={content}
            rows={16}
            maxLength={100_000}
            required
            error={fields.content}
            onChange={(event) => setContent(event.target.value)}
          />
          <Box display="flex" gap="small" alignItems="center">
            <Button
              type="submit"
              disabled={publish.isMutating || version.trim() === '' || content.trim() === ''}
            >
              {publish.isMutating ? 'Publishing…' : 'Publish'}
            </Button>
            {published ? <p role="status">Version {published} is now in force.</p> : null}
          </Box>
        </Box>
      </form>
    </Card>
  );
}
