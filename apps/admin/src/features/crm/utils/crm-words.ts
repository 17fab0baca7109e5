import type { ResponseOf } from '@learnforge/api-client';

type ApplicationStatus = ResponseOf<'crm-user-list'>['results'][number]['application_status'];
type FunnelAction = ResponseOf<'crm-product-actions'>['results'][number]['action'];

const STATUS_WORDS: Record<ApplicationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  callback_scheduled: 'Callback scheduled',
  interested: 'Interested',
  not_interested: 'Not interested',
  applied: 'Applied',
  paid: 'Paid',
  dropped: 'Dropped',
};

/** An application status as CRM staff say it. */
export function statusWord(status: ApplicationStatus): string {
  return STATUS_WORDS[status];
}

const FUNNEL_WORDS: Record<FunnelAction, string> = {
  demo_batch_visit: 'Visited a demo batch',
  course_page_payment_initiate: 'Started checkout',
  brochure_click: 'Opened the brochure',
  program_visit: 'Visited the programme page',
  add_to_cart: 'Added to cart',
  payment: 'Paid',
  premium_visit: 'Visited premium',
  premium_action: 'On the premium page',
  counselling: 'Asked for counselling',
  nation_skill_up_interest: 'Nation Skill Up upgrade',
  external_certification_enrollment: 'Enrolled in an external certification',
};

/** A funnel step as CRM staff say it. */
export function funnelWord(action: FunnelAction): string {
  return FUNNEL_WORDS[action];
}

/** The three campaign parameters the CRM filters by (000 §9 tracked promo parameters). */
export const UTM_FIELDS = [
  { key: 'utm_source', label: 'UTM source' },
  { key: 'utm_medium', label: 'UTM medium' },
  { key: 'utm_campaign', label: 'UTM campaign' },
] as const;
