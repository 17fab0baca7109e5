import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consentForms, countryCallingCodes, siteMenuItems, termsOfServiceVersions } from '../db/schema-site';
import { callingCodes } from './calling-codes';

export const TERMS_CONSENT_SOURCE = 'terms-of-service';

interface MenuSeed {
  label: string;
  url?: string;
  isNew?: boolean;
  children?: MenuSeed[];
}

const HEADER_MENU: MenuSeed[] = [
  { label: 'Home', url: '/' },
  { label: 'Courses', url: '/courses' },
  { label: 'Practice', url: '/explore' },
  { label: 'Contests', url: '/contests' },
  { label: 'Events', url: '/events' },
  { label: 'Terms of service', url: '/terms-of-service' },
];

/** Shortcuts to the practice pages a learner comes back to, in the band under the header. */
const SUBHEADER_MENU: MenuSeed[] = [
  { label: 'Daily problem', url: '/problem-of-the-day', isNew: true },
  { label: 'Leaderboard', url: '/leaderboard' },
  { label: 'Code editor', url: '/ide' },
];

const FOOTER_MENU: MenuSeed[] = [
  {
    label: 'Learn',
    children: [
      { label: 'Practice problems', url: '/explore' },
      { label: 'Premium', url: '/premium/checkout/' },
      { label: 'Create an account', url: '/signup' },
    ],
  },
  {
    label: 'Organizations',
    children: [
      { label: 'Organization dashboard', url: '/organization-dashboard/' },
      { label: 'Staff tools', url: '/dashboard-next/' },
    ],
  },
  {
    label: 'Legal',
    children: [{ label: 'Terms of service', url: '/terms-of-service' }],
  },
];

const FIRST_TERMS_VERSION = '2026-01';

const FIRST_TERMS = `These terms apply to everyone who uses Learnforge: learners, organization administrators and staff.

## Your account

- Keep your password to yourself. You are responsible for what is done with your account.
- One person, one account. Organization accounts are given by your organization's administrator.

## Learning and practice

- Code you submit runs in a sandbox to be judged. Do not submit code meant to harm the service or other people.
- Solutions, editorials and course material are for your own learning. Do not republish them.
- Contests and quizzes are individual unless the rules of the event say otherwise.

## Organizations

Companies and institutes see the progress, scores and activity of the people they enrolled, in the
organization dashboard. They do not see your password or your payment details.

## Payments and premium

Prices are shown before you pay. A premium plan gives access for the period you bought.

## Changes

When these terms change, a new version is published here and you are asked to accept it again.
`;

const CONSENT_FORMS = [
  {
    source: TERMS_CONSENT_SOURCE,
    version: FIRST_TERMS_VERSION,
    text: 'I have read the terms of service and accept them.',
  },
  {
    source: 'marketing-emails',
    version: '2026-01',
    text: 'Send me emails about new courses, contests and offers. I can withdraw this at any time.',
  },
];

/**
 * Reference and starting content of the site: calling codes, menus, the first terms and the
 * consent forms. Only what is missing is inserted, so it is safe to run on every seed.
 */
export async function seedSiteContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(countryCallingCodes)
      .values(callingCodes())
      .onConflictDoNothing({ target: countryCallingCodes.iso2 });

    const [menus] = await tx.select({ count: sql<number>`count(*)::int` }).from(siteMenuItems);
    if ((menus?.count ?? 0) === 0) {
      for (const [menu, items] of [
        ['header', HEADER_MENU],
        ['subheader', SUBHEADER_MENU],
        ['footer', FOOTER_MENU],
      ] as const) {
        for (const [position, item] of items.entries()) {
          const [parent] = await tx
            .insert(siteMenuItems)
            .values({ menu, label: item.label, url: item.url ?? '', isNew: item.isNew ?? false, position })
            .returning({ id: siteMenuItems.id });
          if (!parent || !item.children?.length) continue;
          await tx.insert(siteMenuItems).values(
            item.children.map((child, childPosition) => ({
              menu,
              parentId: parent.id,
              label: child.label,
              url: child.url ?? '',
              isNew: child.isNew ?? false,
              position: childPosition,
            })),
          );
        }
      }
    }

    await tx
      .insert(termsOfServiceVersions)
      .values({
        version: FIRST_TERMS_VERSION,
        content: FIRST_TERMS,
        publishedAt: new Date('2026-01-01T00:00:00Z'),
      })
      .onConflictDoNothing({ target: termsOfServiceVersions.version });
    await tx.insert(consentForms).values(CONSENT_FORMS).onConflictDoNothing({ target: consentForms.source });
  });
}
