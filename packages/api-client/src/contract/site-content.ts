import { z } from 'zod';
import { competitionEndpoints } from './competition';
import { endpoint } from './define';
import { dateTime, httpUrl, keyedById, listOf, page, paginated, safeLink } from './fields';

const area = 'General';
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen}`;
const menus = { cacheSeconds: 3600, public: true } as const;

const link = z.object({
  label: z.string().min(1),
  url: z.string().min(1),
  is_new: z.boolean().default(false),
});
/** Two levels are all the header ever shows: a top item and its dropdown. */
const menuItem = link.extend({ children: z.array(link) });

export const siteContentEndpoints = keyedById([
  endpoint({
    id: 'general-header-menu',
    area,
    method: 'GET',
    path: 'menus/header/',
    response: listOf(menuItem),
    policy: menus,
    decided: noPath('header menu', 'GET menus/header/'),
  }),
  endpoint({
    id: 'general-footer-menu',
    area,
    method: 'GET',
    path: 'menus/footer/',
    response: listOf(z.object({ title: z.string(), links: z.array(link) })),
    policy: menus,
    decided: noPath('footer menu', 'GET menus/footer/, columns of links'),
  }),
  endpoint({
    id: 'general-subheader-menu',
    area,
    method: 'GET',
    path: 'menus/subheader/',
    response: listOf(menuItem),
    policy: menus,
    decided: noPath('subheader menu', 'GET menus/subheader/'),
  }),
  endpoint({
    id: 'general-promotional-events',
    area,
    method: 'GET',
    path: 'promotional-events/',
    response: listOf(
      z.object({
        id: z.number().int(),
        title: z.string(),
        /** None shows the title as a text banner. */
        image: safeLink(2000).nullable(),
        /** An http(s) address or a path on this site (a promotion usually points at a page of ours). */
        link: safeLink(2000),
        placement: z.enum(['header-strip', 'sidebar', 'popup']),
        starts_at: dateTime,
        ends_at: dateTime,
      }),
    ),
    policy: { cacheSeconds: 600, public: true },
    decided: noPath('promotional events', 'GET promotional-events/, only those running now'),
  }),
  endpoint({
    ...competitionEndpoints['summer-training-registration-get'],
    id: 'general-user-details-registration-get',
    area,
    sameRouteAs: 'summer-training-registration-get',
    decided:
      'the same call as 002 summer-training-registration-get, served by it; 002 writes the path with its trailing slash (user-details-registration/)',
  }),
  endpoint({
    ...competitionEndpoints['summer-training-registration-post'],
    id: 'general-user-details-registration-post',
    area,
    sameRouteAs: 'summer-training-registration-post',
    policy: { revalidates: ['summer-training-registration-get', 'general-user-details-registration-get'] },
    decided:
      'the same call as 002 summer-training-registration-post, served by it; 002 writes the path with its trailing slash (user-details-registration/)',
  }),
  endpoint({
    id: 'general-testimonials',
    area,
    method: 'GET',
    path: 'testimonials/',
    query: z.object({ page }),
    response: paginated(
      z.object({
        id: z.number().int(),
        name: z.string(),
        profile_image: httpUrl.nullable(),
        designation: z.string().nullable(),
        company: z.string().nullable(),
        text: z.string(),
      }),
    ),
    policy: { cacheSeconds: 3600, public: true },
    decided: noPath(
      'testimonials',
      'GET testimonials/, the site-wide ones (batch ones are testimonials/{type})',
    ),
  }),
]);
