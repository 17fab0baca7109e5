import { Box } from '@learnforge/ui';

export interface ResponseState {
  type: 'error' | 'info' | 'success';
  message: string;
}

/** The modal's response line (`responsemsg` / `responsetype` of 001 §3): errors interrupt, the rest is polite. */
export function ResponseMessage({ response }: { response: ResponseState | null }) {
  return (
    <div
      role={response?.type === 'error' ? 'alert' : 'status'}
      aria-live={response?.type === 'error' ? 'assertive' : 'polite'}
    >
      {response ? (
        <Box paddingY="xsmall" data-response-type={response.type}>
          {response.message}
        </Box>
      ) : null}
    </div>
  );
}
