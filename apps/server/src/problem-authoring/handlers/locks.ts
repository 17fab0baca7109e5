import type { Handler } from '../../api/registry';
import { acquireLock, releaseLock } from '../lock';
import { loadProblem } from '../store';

export const handleAdminProblemAcquireLock: Handler<'admin-problem-acquire-lock'> = async ({
  input,
  database,
  user,
}) => {
  await loadProblem(database.db, input.path.id);
  return acquireLock(database.db, input.path.id, user);
};

export const handleAdminProblemReleaseLock: Handler<'admin-problem-release-lock'> = async ({
  input,
  database,
  user,
}) => {
  await loadProblem(database.db, input.path.id);
  return releaseLock(database.db, input.path.id, user);
};
