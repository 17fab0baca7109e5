import type { Role } from '@learnforge/domain';

export const DEMO_PASSWORD = 'learnforge';

export interface DemoAccount {
  email: string;
  name: string;
  handle: string;
  roles: Role[];
  organization?: 'demo-company' | 'demo-institute';
  what: string;
}

/** The accounts printed at start-up and listed in the README; all use DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'learner@demo.test',
    name: 'Asha Learner',
    handle: 'asha',
    roles: ['learner'],
    organization: 'demo-institute',
    what: 'learner (student of demo-institute)',
  },
  {
    email: 'institute.admin@demo.test',
    name: 'Ishaan Institute',
    handle: 'institute-admin',
    roles: ['org_admin'],
    organization: 'demo-institute',
    what: 'admin of demo-institute',
  },
  {
    email: 'company.admin@demo.test',
    name: 'Carmen Company',
    handle: 'company-admin',
    roles: ['org_admin'],
    organization: 'demo-company',
    what: 'admin of demo-company',
  },
  {
    email: 'admin@demo.test',
    name: 'Ada Admin',
    handle: 'super-admin',
    roles: ['super_admin'],
    what: 'super admin',
  },
  {
    email: 'setter@demo.test',
    name: 'Sam Setter',
    handle: 'setter',
    roles: ['problem_setter'],
    what: 'problem setter',
  },
  {
    email: 'setter2@demo.test',
    name: 'Sofia Setter',
    handle: 'setter2',
    roles: ['problem_setter'],
    what: 'problem setter',
  },
  {
    email: 'course.admin@demo.test',
    name: 'Cyrus Course',
    handle: 'course-admin',
    roles: ['course_admin'],
    what: 'course admin',
  },
  {
    email: 'recruiter@demo.test',
    name: 'Rita Recruiter',
    handle: 'recruiter',
    roles: ['recruiter'],
    organization: 'demo-company',
    what: 'recruiter of demo-company (has not signed the recruiter contract)',
  },
  {
    email: 'recruiter2@demo.test',
    name: 'Ravi Recruiter',
    handle: 'recruiter2',
    roles: ['recruiter'],
    organization: 'demo-institute',
    what: 'recruiter of demo-institute (has not signed the recruiter contract)',
  },
  {
    email: 'moderator@demo.test',
    name: 'Mo Moderator',
    handle: 'moderator',
    roles: ['moderator'],
    what: 'moderator / teaching assistant',
  },
  { email: 'crm@demo.test', name: 'Chris CRM', handle: 'crm', roles: ['crm'], what: 'CRM staff' },
  {
    email: 'support@demo.test',
    name: 'Suki Support',
    handle: 'support',
    roles: ['support'],
    what: 'support staff',
  }, // Last, so every other account keeps its id. The job portal's end-to-end file signs this one's contract in the
  // browser: the other two recruiters' contracts are signed by other files, in whichever order they run.
  {
    email: 'recruiter3@demo.test',
    name: 'Rhea Recruiter',
    handle: 'recruiter3',
    roles: ['recruiter'],
    organization: 'demo-company',
    what: 'recruiter of demo-company (has not signed the recruiter contract)',
  },
];

export function formatDemoLogins(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const lines = DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.what}`);
  return [`Demo logins (password for all: ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
