// The whole database schema in one import (drizzle-kit and the Drizzle client read it from here).
// A pure barrel: the tables live in schema-core.ts and the schema-<area>.ts files, which import
// schema-core.ts directly and never this file, so there is no import cycle.
export * from './schema-batch';
export * from './schema-catalogue';
export * from './schema-contests';
export * from './schema-core';
export * from './schema-coupons';
export * from './schema-courses';
export * from './schema-crm';
export * from './schema-discussion';
export * from './schema-edit-history';
export * from './schema-events';
export * from './schema-hackathons';
export * from './schema-ide';
export * from './schema-issues';
export * from './schema-jobs';
export * from './schema-learning';
export * from './schema-org';
export * from './schema-payments';
export * from './schema-problem-authoring';
export * from './schema-problems';
export * from './schema-programmes';
export * from './schema-refunds';
export * from './schema-rewards';
export * from './schema-security';
export * from './schema-settings';
export * from './schema-site';
