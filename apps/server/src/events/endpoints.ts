import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleEnrol,
  handleEventCalendar,
  handleEventCarousels,
  handleEventDetail,
  handleEventsIndex,
  handleLeave,
} from './handlers/learner';
import {
  handleRecurringEvent,
  handleSeriesLeaderboard,
  handleSeriesUserRanking,
  handleSubscribe,
  handleSubscription,
} from './handlers/recurring';
import {
  handleEventAggregates,
  handleEventAttendance,
  handleEventCsv,
  handleEventUsers,
  handleStaffEvents,
} from './handlers/staff';

/** Events, enrolment with a waitlist, recurring events on the contest engine, and the staff's views (001 §7; ADR 0070). */
export function registerEventEndpoints(registry: EndpointRegistry): void {
  registry.implement('events-index', 'public', handleEventsIndex);
  registry.implement('events-detail', 'public', handleEventDetail);
  registry.implement('events-carousels', 'public', handleEventCarousels);
  registry.implement('x-events-calendar', 'public', handleEventCalendar);
  registry.implement('events-user-enrollment', 'signed-in', handleEnrol);
  registry.implement('x-events-user-enrollment-cancel', 'signed-in', handleLeave);
  registry.implement('x-recurring-events-detail', 'public', handleRecurringEvent);
  registry.implement('recurring-events-leaderboard', 'public', handleSeriesLeaderboard);
  registry.implement('recurring-events-user-ranking', 'signed-in', handleSeriesUserRanking);
  registry.implement('recurring-events-subscribe-get', 'signed-in', handleSubscription);
  registry.implement('recurring-events-subscribe-post', 'signed-in', handleSubscribe);
  registry.implement('events-list', AREA_ROLES.events, handleStaffEvents);
  registry.implement('events-users', AREA_ROLES.events, handleEventUsers);
  registry.implement('events-csv', AREA_ROLES.events, handleEventCsv);
  registry.implement('events-aggregated-data', AREA_ROLES.events, handleEventAggregates);
  registry.implement('x-events-attendance', AREA_ROLES.events, handleEventAttendance);
}
