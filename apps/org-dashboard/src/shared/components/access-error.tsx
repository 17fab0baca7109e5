import { ErrorPage } from '@learnforge/ui';

/** The page-level access error a 403 on any dashboard call turns into (002 §4, §6). */
export function AccessError({ message }: { message?: string | undefined }) {
  return (
    <ErrorPage
      status={403}
      title="You do not have access to this organization"
      message={message ?? 'Ask your organization’s administrator for access.'}
    />
  );
}
