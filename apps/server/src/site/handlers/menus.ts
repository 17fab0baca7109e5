import type { PublicHandler } from '../../api/registry';
import { countryCallingCodes } from '../../db/schema-site';
import { menuTree } from '../site-views';

export const handleGeneralHeaderMenu: PublicHandler<'general-header-menu'> = async ({ database }) => ({
  results: await menuTree(database.db, 'header'),
});

export const handleGeneralSubheaderMenu: PublicHandler<'general-subheader-menu'> = async ({ database }) => ({
  results: await menuTree(database.db, 'subheader'),
});

export const handleGeneralFooterMenu: PublicHandler<'general-footer-menu'> = async ({ database }) => ({
  results: (await menuTree(database.db, 'footer')).map((column) => ({
    title: column.label,
    links: column.children,
  })),
});

export const handleUserCountryCallingCodes: PublicHandler<'user-country-calling-codes'> = async ({
  database,
}) => {
  // Sorted here: database collations differ (PGlite sorts by code point, so 'Åland' would come last).
  const rows = (await database.db.select().from(countryCallingCodes)).sort((a, b) =>
    a.country.localeCompare(b.country, 'en'),
  );
  return {
    results: rows.map((row) => ({ country: row.country, iso2: row.iso2, calling_code: row.callingCode })),
  };
};
