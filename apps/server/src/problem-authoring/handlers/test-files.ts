import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { problemTestFiles } from '../../db/schema';
import { problemTestFileMeta, problemTestFileOperations } from '../../db/schema-problem-authoring';
import { badRequest } from '../../http/errors';
import { change, withTests } from '../problem-form';
import { loadProblem } from '../store';
import {
  nextTestNumber,
  oneTestFile,
  operationsOf,
  readTestFile,
  setOperation,
  startOutputCheck,
  testFileOut,
  testFilesOf,
  validateTest,
} from '../test-files';

export const handleAdminProblemTestFilesList: Handler<'admin-problem-test-files-list'> = async ({
  input,
  database,
}) => {
  await loadProblem(database.db, input.path.id);
  return { results: (await testFilesOf(database.db, input.path.id)).map(testFileOut) };
};

export const handleAdminProblemTestFilesPost: Handler<'admin-problem-test-files-post'> = async ({
  input,
  database,
  user,
  request,
}) => {
  const problemId = input.path.id;
  const inputText = await readTestFile(input.body.input, 'input');
  const outputText = await readTestFile(input.body.output, 'output');
  const { db } = database;
  const { result: n, loaded } = await change(
    db,
    problemId,
    user,
    async (tx) => {
      const n = await nextTestNumber(tx, problemId);
      await tx.insert(problemTestFiles).values({
        problemId,
        n,
        input: inputText,
        output: outputText,
        isSample: input.body.is_sample === 'true',
        // Held out of learners' verdicts until the format and reference-output checks pass.
        judgesLearners: false,
      });
      await tx.insert(problemTestFileMeta).values({
        problemId,
        n,
        inputName: input.body.input.name.slice(0, 200),
        outputName: input.body.output.name.slice(0, 200),
      });
      await setOperation(tx, problemId, n, 'upload', 'done', null);
      const invalid = validateTest(inputText, outputText);
      await setOperation(tx, problemId, n, 'validate', invalid ? 'failed' : 'done', invalid);
      return n;
    },
    withTests(problemId),
  );
  await startOutputCheck(db, request.server.jobQueue, request.log, loaded, n);
  return testFileOut(await oneTestFile(db, problemId, n));
};

export const handleAdminProblemTestFileGet: Handler<'admin-problem-test-file-get'> = async ({
  input,
  database,
}) => {
  const { file, meta } = await oneTestFile(database.db, input.path.id, input.path.n);
  const which = input.query.file;
  const name = (which === 'input' ? meta?.inputName : meta?.outputName) ?? `${which}${file.n}.txt`;
  return {
    filename: name.replace(/[^\w.-]+/g, '_'),
    contentType: 'text/plain; charset=utf-8',
    body: which === 'input' ? file.input : file.output,
  };
};

export const handleAdminProblemTestFileDelete: Handler<'admin-problem-test-file-delete'> = async ({
  input,
  database,
  user,
}) => {
  const { id: problemId, n } = input.path;
  await change(
    database.db,
    problemId,
    user,
    async (tx) => {
      await oneTestFile(tx, problemId, n);
      const test = and(eq(problemTestFiles.problemId, problemId), eq(problemTestFiles.n, n));
      await tx.delete(problemTestFiles).where(test);
      await tx
        .delete(problemTestFileMeta)
        .where(and(eq(problemTestFileMeta.problemId, problemId), eq(problemTestFileMeta.n, n)));
      await tx
        .delete(problemTestFileOperations)
        .where(and(eq(problemTestFileOperations.problemId, problemId), eq(problemTestFileOperations.n, n)));
    },
    withTests(problemId),
  );
  return { message: `Test ${n} was deleted.` };
};

export const handleAdminProblemTestFileStrength: Handler<'admin-problem-test-file-strength'> = async ({
  input,
  database,
  user,
}) => {
  const { id: problemId, n } = input.path;
  await change(
    database.db,
    problemId,
    user,
    async (tx) => {
      const { meta } = await oneTestFile(tx, problemId, n);
      await tx
        .insert(problemTestFileMeta)
        .values({
          problemId,
          n,
          inputName: meta?.inputName ?? `input${n}.txt`,
          outputName: meta?.outputName ?? `output${n}.txt`,
          strength: input.body.strength,
        })
        .onConflictDoUpdate({
          target: [problemTestFileMeta.problemId, problemTestFileMeta.n],
          set: { strength: input.body.strength },
        });
    },
    withTests(problemId),
  );
  return testFileOut(await oneTestFile(database.db, problemId, n));
};

export const handleAdminProblemTestFileStatus: Handler<'admin-problem-test-file-status'> = async ({
  input,
  database,
}) => {
  const { id: problemId, n } = input.path;
  await oneTestFile(database.db, problemId, n);
  const operation = (await operationsOf(database.db, problemId)).find(
    (row) => row.n === n && row.operation === input.query.operation,
  );
  // A test never checked (no reference solution yet, or data from before checks were recorded) is a
  // normal state the editor shows on the row, not an error.
  if (!operation)
    return {
      n,
      operation: input.query.operation,
      status: 'not_checked' as const,
      message:
        input.query.operation === 'generate_output'
          ? 'Not checked yet: add a reference solution to check the output.'
          : 'Not checked yet.',
    };
  return { n, operation: operation.operation, status: operation.status, message: operation.message };
};

export const handleAdminProblemTestCaseMeta: Handler<'admin-problem-test-case-meta'> = async ({
  input,
  database,
  user,
}) => {
  const problemId = input.path.id;
  await change(
    database.db,
    problemId,
    user,
    async (tx) => {
      const known = new Set((await testFilesOf(tx, problemId)).map((row) => row.file.n));
      const missing = input.body.tests.filter((test) => !known.has(test.n)).map((test) => test.n);
      if (missing.length > 0)
        throw badRequest(`There is no test ${missing.join(', ')}.`, { tests: 'Unknown test.' });
      for (const test of input.body.tests)
        await tx
          .update(problemTestFiles)
          .set({ isSample: test.is_sample })
          .where(and(eq(problemTestFiles.problemId, problemId), eq(problemTestFiles.n, test.n)));
    },
    withTests(problemId),
  );
  return { results: (await testFilesOf(database.db, problemId)).map(testFileOut) };
};
