import { useApiMutation } from '@learnforge/api-client/react';
import type { JudgeLanguage } from '@learnforge/domain';
import { Box, Button, Card, MarkdownView } from '@learnforge/ui';

export interface AiSuggestionProps {
  slug: string;
  language: JudgeLanguage;
  code: string;
  /** The submission just judged, so the hint can speak about its verdict and failing test. */
  submissionId: number | undefined;
}

/** Asks the platform's AI tutor about the code in the editor; says so plainly when no AI is configured. */
export function AiSuggestion({ slug, language, code, submissionId }: AiSuggestionProps) {
  const suggestion = useApiMutation('problem-ai-suggestion');
  const unavailable = suggestion.error?.code === 'ai_unavailable';
  return (
    <Card title="AI suggestion" headingLevel={3}>
      <Box display="flex" flexDirection="column" gap="small">
        <div>
          <Button
            variant="outline"
            disabled={code.trim() === '' || unavailable}
            loading={suggestion.isMutating}
            onClick={() =>
              suggestion
                .trigger({
                  path: { slug },
                  body: { language, code, ...(submissionId ? { submission_id: submissionId } : {}) },
                })
                .catch(() => undefined)
            }
          >
            Ask AI for a hint
          </Button>
        </div>
        {unavailable ? (
          <p role="status">AI assistance is not configured on this platform.</p>
        ) : suggestion.error ? (
          <p role="alert">{suggestion.error.message}</p>
        ) : suggestion.data ? (
          <div aria-live="polite">
            <MarkdownView markdown={suggestion.data.suggestion} />
          </div>
        ) : null}
      </Box>
    </Card>
  );
}
