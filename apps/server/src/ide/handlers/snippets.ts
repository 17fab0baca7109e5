import type { Handler, PublicHandler } from '../../api/registry';
import type { LazyJudge } from '../../problems/judge-service';
import { snippetView, startSnippet } from '../snippets';

export const handleIdeSubmitScriptingResult =
  (judge: LazyJudge): Handler<'ide-submit-scripting-result'> =>
  async ({ input, user, database: { db }, config, request }) => {
    const id = await startSnippet({
      db,
      config,
      queue: request.server.jobQueue,
      judge,
      log: request.log,
      user,
      language: input.body.language,
      source: input.body.source,
      stdin: input.body.stdin,
    });
    return { id, status: 'queued' as const };
  };

/** Anyone holding the link reads the snippet: the id is the secret, as with any share link. */
export const handleIdeGetStatus: PublicHandler<'ide-get-status'> = ({ input, user, database: { db } }) =>
  snippetView(db, user, input.path.id);
