import { z } from 'zod';
import { endpoint } from './define';
import { firstTouch, keyedById, message, numericId, pageUrl, slug } from './fields';

const area = 'DSA-to-development';
const applicationStatus = z.enum(['not_applied', 'applied', 'shortlisted', 'rejected', 'enrolled']);
const program = z.object({ batch_slug: slug });

const surveyState = z.object({
  /** The batch the programme leads to: its registration is batch-registration's. */
  batchId: z.number().int(),
  batch_name: z.string(),
  hasAttemptedSurvey: z.boolean(),
  hasCompletedSurvey: z.boolean(),
  currentQuestion: z.number().int().min(0),
  submittedLastQuestion: z.boolean(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      kind: z.enum(['choice', 'text']),
      options: z.array(z.string()),
    }),
  ),
  responses: z.array(z.object({ question_id: z.number().int(), answer: z.string() })),
});

export const dsaToDevelopmentEndpoints = keyedById([
  endpoint({
    id: 'dsa-survey-response-get',
    area,
    method: 'GET',
    path: 'survey-response/',
    query: program,
    response: surveyState,
    policy: { cacheSeconds: 0 },
  }),
  endpoint({
    id: 'dsa-survey-response-post',
    area,
    method: 'POST',
    path: 'survey-response/',
    body: program.extend({
      question_id: z.number().int().positive(),
      answer: z.string().trim().min(1, 'Answer the question to continue').max(2000),
      is_last_question: z.boolean(),
    }),
    response: surveyState,
    policy: { revalidates: ['dsa-survey-response-get'] },
  }),
  endpoint({
    id: 'dsa-batch-registration',
    area,
    method: 'GET',
    path: 'batch-registration/',
    query: z.object({ batch_id: numericId }),
    response: z.object({
      hasRegistered: z.boolean(),
      batchId: z.number().int(),
      applicationStatus,
      isIndianUser: z.boolean(),
    }),
    policy: { cacheSeconds: 0 },
    decided:
      'method not shown; GET, the registration state the page shows (hasRegistered, applicationStatus); registering itself is POST /batch-registration/ (batch-registration)',
  }),
  endpoint({
    id: 'dsa-interested-in-course',
    area,
    method: 'POST',
    path: 'interested-in-course/',
    body: program.extend({ page_url: pageUrl }),
    response: message,
    policy: { pageUrl: true },
    decided: 'method not shown; POST, it records interest',
  }),
  endpoint({
    id: 'dsa-crm-visit',
    area,
    method: 'PUT',
    path: 'crm/dsa-to-development/visit/',
    body: program.extend({ first_touch: firstTouch }),
    response: message,
    policy: { firstTouch: true },
    decided: "the spec says 'CRM visit ... PUTs'; path named like crm/demo-batch-page/visit/",
  }),
  endpoint({
    id: 'dsa-crm-brochure-click',
    area,
    method: 'PUT',
    path: 'crm/dsa-to-development/brochure-click/',
    body: program.extend({ first_touch: firstTouch }),
    response: message,
    policy: { firstTouch: true },
    decided: "the spec says 'brochure-click PUTs'; path named like crm/demo-batch-page/visit/",
  }),
]);
