import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, signInHref, useSession } from '@learnforge/app-shell';
import { Box, Button, Card, Link, Select, Spinner, TextArea, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';

const CATEGORIES = [
  { value: 'payment', label: 'A payment or an invoice' },
  { value: 'course_content', label: 'A course, a batch or a class' },
  { value: 'technical', label: 'Something does not work' },
  { value: 'certificate', label: 'A certificate' },
  { value: 'account', label: 'My account' },
  { value: 'other', label: 'Something else' },
] as const;
type Category = (typeof CATEGORIES)[number]['value'];

const FIELDS = ['title', 'description', 'category'] as const;

function HelpForm({ email }: { email: string }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const file = useApiMutation('issues-post', { notify: false });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [filed, setFiled] = useState<ResponseOf<'issues-post'> | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    if (!category) {
      setErrors({ category: 'Choose what it is about' });
      return;
    }
    try {
      setFiled(
        await file.trigger({ body: { title: title.trim(), description: description.trim(), category } }),
      );
    } catch (error) {
      const refused = formErrorsOf(error, FIELDS);
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };

  if (filed)
    return (
      <Card as="section" headingLevel={2} title={`We have your request #${filed.id}`} tone="positive">
        <p role="status">
          Support will answer by e-mail at {email}. Reply to that mail to add anything; it reaches the same
          request.
        </p>
      </Card>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Ask for help">
      <Box display="flex" flexDirection="column" gap="medium">
        <Select
          label="What is it about?"
          placeholder="Choose one"
          value={category}
          options={CATEGORIES}
          error={errors.category}
          onChange={(event) => setCategory(event.target.value as Category | '')}
        />
        <TextField
          label="Subject"
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea
          label="What happened?"
          hint="Say what you did, what you expected and what you saw instead."
          rows={6}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        {formError ? <p role="alert">{formError}</p> : null}
        <Box display="flex">
          <Button type="submit" loading={file.isMutating}>
            Send to support
          </Button>
        </Box>
      </Box>
    </form>
  );
}

/** The learner's Help form (issue 21): it files a support ticket, answered by e-mail. */
export function HelpPage() {
  const { user, isLoading } = useSession();
  const settings = useApi('x-site-settings', {});
  const switchedOff = settings.data?.settings['feature.help_form'] === false;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Help</h1>
      {isLoading || (!settings.data && !settings.error) ? (
        <Spinner label="Loading the Help form" />
      ) : switchedOff ? (
        <p>The Help form is closed for now. Please try again later.</p>
      ) : user ? (
        <HelpForm email={user.email} />
      ) : (
        <p>
          <Link href={signInHref()}>Sign in</Link> to ask support for help; they answer by e-mail.
        </p>
      )}
    </Box>
  );
}
