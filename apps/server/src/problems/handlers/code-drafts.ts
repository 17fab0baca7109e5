import type { FastifyRequest } from 'fastify';
import type { Handler, ImplementOptions } from '../../api/registry';
import { SESSION_COOKIE } from '../../auth/sessions';
import { badRequest } from '../../http/errors';
import { checkWriteToken, issueWriteToken, ownDraftEntity, saveDraft } from '../code-drafts';
import { readableProblem } from '../queries';

const sessionTokenOf = (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? '';

/**
 * `GET {entityId}/writetoken/` (002 §7 User, ADR 0096): a token for the caller's own code draft of a problem
 * they may open, which the page's beacon carries when the learner leaves it.
 */
export const handleWriteToken: Handler<'user-write-token'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const { problemId } = ownDraftEntity(input.path.entityId, user);
  await readableProblem(db, { id: problemId }, user);
  const { token, expiresAt } = issueWriteToken(sessionTokenOf(request), user.id, input.path.entityId);
  return { token, expires_at: expiresAt.toISOString() };
};

/** `POST problems/drafts/{entityId}/`: the beacon's save, accepted only with a write token for this draft. */
export const handleDraftSave: Handler<'x-problem-draft-save'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const { problemId } = ownDraftEntity(input.path.entityId, user);
  checkWriteToken(input.body.token, sessionTokenOf(request), user.id, input.path.entityId);
  const { problem } = await readableProblem(db, { id: problemId }, user);
  const savedAt = await saveDraft(db, {
    userId: user.id,
    problemId: problem.id,
    language: input.body.language,
    code: input.body.code,
  });
  return { saved_at: savedAt.toISOString() };
};

/**
 * A beacon sends its JSON as text/plain: the one body type it may carry without a preflight in every
 * browser. Read as JSON before the contract checks it.
 */
export const beaconBody: ImplementOptions = {
  preValidation: async (request) => {
    if (typeof request.body !== 'string') return;
    try {
      request.body = JSON.parse(request.body);
    } catch {
      throw badRequest('The draft could not be read.', { code: 'Send the draft as JSON.' });
    }
  },
};
