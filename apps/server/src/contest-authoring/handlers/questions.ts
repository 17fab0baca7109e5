import { count, desc, ilike, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { contestSectionQuestions, quizQuestions } from '../../db/schema';
import { badRequest } from '../../http/errors';

const pageSize = 20;
type QuestionRow = typeof quizQuestions.$inferSelect;

function questionOf(row: QuestionRow, usedIn: number) {
  return {
    id: row.id,
    question_type: row.questionType,
    body: row.body,
    options: row.options,
    correct_option_ids: row.correctOptionIds,
    correct_answer: row.correctAnswer,
    marks: row.marks,
    negative_marks: row.negativeMarks,
    explanation: row.explanation,
    used_in_contests: usedIn,
  };
}

export const handleAdminQuizQuestionsList: Handler<'x-admin-quiz-questions-list'> = async ({
  input,
  database: { db },
}) => {
  const { page, search } = input.query;
  const where = search ? ilike(quizQuestions.body, `%${search}%`) : undefined;
  const [total] = await db.select({ n: count() }).from(quizQuestions).where(where);
  const rows = await db
    .select({
      question: quizQuestions,
      usedIn: sql<number>`(select count(*)::int from ${contestSectionQuestions} where ${contestSectionQuestions.questionId} = ${quizQuestions}.id)`,
    })
    .from(quizQuestions)
    .where(where)
    .orderBy(desc(quizQuestions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    results: rows.map((row) => questionOf(row.question, Number(row.usedIn))),
    count: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
};

/** The rules of each question type, checked before the question enters the bank. */
export const handleAdminQuizQuestionCreate: Handler<'x-admin-quiz-question-create'> = async ({
  input,
  user,
  database: { db },
}) => {
  const form = input.body;
  const optionIds = new Set(form.options.map((option) => option.id));
  const errors: Record<string, string> = {};
  if (optionIds.size !== form.options.length) errors.options = 'Each option needs its own id';
  if (form.question_type === 'single' || form.question_type === 'multiple') {
    if (form.options.length < 2) errors.options = 'Give at least two options';
    if (form.correct_option_ids.some((id) => !optionIds.has(id)))
      errors.correct_option_ids = 'A correct answer must be one of the options';
    else if (form.question_type === 'single' && form.correct_option_ids.length !== 1)
      errors.correct_option_ids = 'Mark exactly one option correct';
    else if (form.correct_option_ids.length === 0)
      errors.correct_option_ids = 'Mark at least one option correct';
    if (form.correct_answer) errors.correct_answer = 'Choice questions are answered by their options';
  } else {
    if (form.options.length) errors.options = 'Only choice questions have options';
    if (form.correct_option_ids.length)
      errors.correct_option_ids = 'Only choice questions have correct options';
    if (form.question_type === 'input' && !form.correct_answer)
      errors.correct_answer = 'Give the expected answer';
    if (form.question_type === 'subjective' && form.correct_answer)
      errors.correct_answer = 'A subjective answer is read by staff, not compared';
  }
  if (form.negative_marks > form.marks)
    errors.negative_marks = 'Cannot take away more than the question is worth';
  if (Object.keys(errors).length) throw badRequest('The question needs fixing.', errors);
  const [row] = await db
    .insert(quizQuestions)
    .values({
      questionType: form.question_type,
      body: form.body,
      options: form.options,
      correctOptionIds: form.correct_option_ids,
      correctAnswer: form.correct_answer,
      marks: form.marks,
      negativeMarks: form.negative_marks,
      explanation: form.explanation,
      createdBy: user.id,
    })
    .returning();
  return questionOf(row!, 0);
};
