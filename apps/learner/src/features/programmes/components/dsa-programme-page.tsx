import { ApiError, type ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import { Badge, Box, Button, Card, Link, RadioGroup, TextArea } from '@learnforge/ui';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import * as styles from './programmes.css';

type Survey = ResponseOf<'dsa-survey-response-get'>;

/**
 * `/dsa-to-development/:slug`: the DSA-to-development journey (001 §3): the survey one question at a time,
 * resumed where the learner left it (the server keeps `currentQuestion`), then registration for the batch it
 * leads to. The visit is told to the CRM once per page load.
 */
export function DsaProgrammePage() {
  const slug = useParams().slug ?? '';
  const { user } = useSession();
  const survey = useApi('dsa-survey-response-get', user ? { query: { batch_slug: slug } } : null);
  usePageTitle(survey.data?.batch_name ?? 'DSA to development');
  const visit = useApiMutation('dsa-crm-visit');
  const told = useRef(false);
  useEffect(() => {
    if (!user || told.current) return;
    told.current = true;
    // The CRM's note is for counsellors; the page works without it.
    visit.trigger({ body: { batch_slug: slug } }).catch(() => undefined);
  }, [user, slug, visit]);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <h1>{survey.data?.batch_name ?? 'DSA to development'}</h1>
        <p className={styles.prose}>
          You have practised data structures and algorithms; this programme turns that practice into building
          real applications. Answer a short survey, then take your seat in the batch.
        </p>
      </header>
      {user ? (
        <QueryView query={survey} what="the programme">
          {(data) => (
            <>
              {data.hasCompletedSurvey ? (
                <BatchRegistration survey={data} slug={slug} />
              ) : (
                <SurveyStep survey={data} slug={slug} />
              )}
              <Brochure slug={slug} />
            </>
          )}
        </QueryView>
      ) : (
        <Card title="Start the survey" as="section" headingLevel={2}>
          <Link as={RouterLink} to={`/login?next=${encodeURIComponent(`/dsa-to-development/${slug}`)}`}>
            Sign in to start the survey
          </Link>
        </Card>
      )}
    </Box>
  );
}

function SurveyStep({ survey, slug }: { survey: Survey; slug: string }) {
  const index = survey.currentQuestion;
  const question = survey.questions[index];
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const answerQuestion = useApiMutation('dsa-survey-response-post', { notify: false });
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<{ field: string | null; form: string | null }>({
    field: null,
    form: null,
  });
  // A new question starts empty: the answer belongs to the question on screen.
  const [shownQuestion, setShownQuestion] = useState(question?.id);
  if (question?.id !== shownQuestion) {
    setShownQuestion(question?.id);
    setAnswer('');
    setProblem({ field: null, form: null });
  }
  if (!question) return null;
  const isLast = index === survey.questions.length - 1;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setProblem({ field: 'Answer the question to continue', form: null });
      return;
    }
    try {
      await answerQuestion.trigger({
        body: { batch_slug: slug, question_id: question.id, answer, is_last_question: isLast },
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const refused = formErrorsOf(error, ['answer'] as const);
      setProblem({ field: refused.fields.answer ?? null, form: refused.form });
    }
  };
  return (
    <Card title={`Question ${index + 1} of ${survey.questions.length}`} as="section" headingLevel={2}>
      <form onSubmit={submit} noValidate aria-label="DSA to development survey">
        <Box display="flex" flexDirection="column" gap="medium" alignItems="flex-start">
          {survey.hasAttemptedSurvey && index > 0 ? (
            <p className={styles.muted}>Welcome back: you left off at this question.</p>
          ) : null}
          {question.kind === 'choice' ? (
            <RadioGroup
              label={question.text}
              name={`question-${question.id}`}
              options={question.options.map((option) => ({ value: option, label: option }))}
              value={answer}
              onValueChange={setAnswer}
              error={problem.field ?? undefined}
            />
          ) : (
            <TextArea
              label={question.text}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              error={problem.field ?? undefined}
              rows={4}
            />
          )}
          {problem.form ? <p role="alert">{problem.form}</p> : null}
          <Button type="submit" loading={answerQuestion.isMutating}>
            {isLast ? 'Submit the survey' : 'Next question'}
          </Button>
        </Box>
      </form>
    </Card>
  );
}

function BatchRegistration({ survey, slug }: { survey: Survey; slug: string }) {
  const state = useApi('dsa-batch-registration', { query: { batch_id: survey.batchId } });
  const register = useApiMutation('batch-registration', { notify: false });
  const [outcome, setOutcome] = useState<string | null>(null);
  const enrol = async () => {
    setOutcome(null);
    try {
      const answer = await register.trigger({ body: { batch_slug: slug } });
      await state.mutate();
      if (answer.status !== 'SUCCESS') setOutcome(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setOutcome(error.message);
    }
  };
  return (
    <Card title="Your place in the batch" as="section" headingLevel={2}>
      <QueryView query={state} what="your registration">
        {(data) => (
          <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
            <p role="status" className={styles.prose}>
              {data.hasRegistered
                ? `You are registered for ${survey.batch_name}.`
                : `Survey complete: your application to ${survey.batch_name} is in.`}{' '}
              <Badge tone={data.hasRegistered ? 'positive' : 'neutral'}>
                {statusLabel[data.applicationStatus]}
              </Badge>
            </p>
            {data.hasRegistered ? (
              <Link as={RouterLink} to={`/batch/${slug}`}>
                Open {survey.batch_name}
              </Link>
            ) : data.applicationStatus === 'rejected' ? null : (
              <Button onClick={enrol} loading={register.isMutating}>
                Register for {survey.batch_name}
              </Button>
            )}
            {outcome ? <p role="alert">{outcome}</p> : null}
          </Box>
        )}
      </QueryView>
    </Card>
  );
}

const statusLabel = {
  not_applied: 'Not applied',
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  rejected: 'Not accepted',
  enrolled: 'Enrolled',
} as const;

/** The programme outline; opening it and asking for a call are told to the CRM. */
function Brochure({ slug }: { slug: string }) {
  const opened = useApiMutation('dsa-crm-brochure-click');
  const interested = useApiMutation('dsa-interested-in-course', { notify: false });
  const [thanks, setThanks] = useState<string | null>(null);
  return (
    <Card title="About the programme" as="section" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
        <details
          onToggle={(event) => {
            if (event.currentTarget.open)
              opened.trigger({ body: { batch_slug: slug } }).catch(() => undefined);
          }}
        >
          <summary>Read the programme brochure</summary>
          <ul>
            <li>Weeks 1 to 4: the web platform, HTTP and a first full-stack app.</li>
            <li>Weeks 5 to 10: data modelling, APIs and testing, reusing the algorithms you know.</li>
            <li>Weeks 11 to 16: a capstone project reviewed by mentors, and interview practice.</li>
          </ul>
        </details>
        <Button
          variant="outline"
          loading={interested.isMutating}
          onClick={async () => {
            const reply = await interested.trigger({ body: { batch_slug: slug } }).catch((error: unknown) => {
              if (error instanceof ApiError) return { message: error.message };
              throw error;
            });
            setThanks(reply.message);
          }}
        >
          Ask a counsellor to call me
        </Button>
        {thanks ? (
          <p role="status" className={styles.prose}>
            {thanks}
          </p>
        ) : null}
      </Box>
    </Card>
  );
}
