import { fixture, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffHome } from './staff-home';

afterEach(cleanup);

const session = (roles: string[]) =>
  signedInStaff(roles, { id: 5, handle: 'setter', name: 'Sam Setter', email: 'setter@demo.test' });

describe('StaffHome', () => {
  it('shows a problem setter the problem tools only', async () => {
    renderScreen(<StaffHome />, { routes: session(['problem_setter']) });
    expect(await screen.findByRole('heading', { name: 'Problem authoring' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Coupons' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Job portal' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Contests' })).toBeNull();
  });

  it('gives every staff role the all-courses list, and people search only to the roles it answers', async () => {
    renderScreen(<StaffHome />, { routes: session(['problem_setter']) });
    expect((await screen.findByRole('link', { name: 'Open all courses' })).getAttribute('href')).toBe(
      '/all-courses',
    );
    // users/search/ shows e-mail addresses: problem setters and recruiters are refused it, so no card.
    expect(screen.queryByRole('link', { name: 'Open people search' })).toBeNull();
    cleanup();
    renderScreen(<StaffHome />, { routes: session(['moderator']) });
    expect((await screen.findByRole('link', { name: 'Open people search' })).getAttribute('href')).toBe(
      '/people',
    );
  });

  it('shows a recruiter the job portal and contests', async () => {
    renderScreen(<StaffHome />, { routes: session(['recruiter']) });
    expect(await screen.findByRole('link', { name: 'Open contests' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open job portal' }).getAttribute('href')).toBe('/job-portal');
  });

  it("puts signing the recruiter contract first while the recruiter's permission check says it is unsigned", async () => {
    const unsigned = fixture('recruiter-check-permission', {
      is_recruiter: true,
      organization: 'Demo Company',
      hasSignedLegalContract: false,
      products: [],
    });
    renderScreen(<StaffHome />, { routes: session(['recruiter']), answers: [unsigned] });
    const link = await screen.findByRole('link', { name: 'Read and sign the recruiter contract' });
    expect(link.getAttribute('href')).toBe('/recruiter-contract');
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('Sign the recruiter contract');
    expect(screen.getByRole('link', { name: 'Open job portal' })).toBeDefined();
  });

  it('shows support staff the issue tracker and the rewards store, CRM staff coupons, and neither the other', async () => {
    renderScreen(<StaffHome />, { routes: session(['support']) });
    expect(await screen.findByRole('link', { name: 'Open issues and support' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open rewards store' }).getAttribute('href')).toBe('/rewards');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    cleanup();
    renderScreen(<StaffHome />, { routes: session(['crm']) });
    expect(await screen.findByRole('link', { name: 'Open coupons' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Issues and support' })).toBeNull();
  });

  it('shows CRM staff the CRM beside coupons and events, and no sentence about tools not built', async () => {
    renderScreen(<StaffHome />, { routes: session(['crm']) });
    // The tool's name keeps its capitals in the link: "Open CRM", not "Open crm".
    expect((await screen.findByRole('link', { name: 'Open CRM' })).getAttribute('href')).toBe('/crm');
    expect(screen.getByRole('link', { name: 'Open events' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Coupons',
      'Events',
      'Summer training',
      'CRM',
      'All courses',
      'People search',
    ]);
    expect(screen.queryByText(/Not built yet|No staff tool/)).toBeNull();
  });

  it('shows a course admin the course listing and registrations, and support staff neither', async () => {
    renderScreen(<StaffHome />, { routes: session(['course_admin']) });
    expect((await screen.findByRole('link', { name: 'Open course listing' })).getAttribute('href')).toBe(
      '/course-listing',
    );
    expect(screen.getByRole('link', { name: 'Open registrations' }).getAttribute('href')).toBe(
      '/registrations',
    );
    cleanup();
    renderScreen(<StaffHome />, { routes: session(['support']) });
    expect(await screen.findByRole('link', { name: 'Open rewards store' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Open course listing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open registrations' })).toBeNull();
  });

  it('shows a super admin every tool', async () => {
    renderScreen(<StaffHome />, { routes: session(['super_admin']) });
    expect(await screen.findByRole('heading', { name: 'Job portal' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(23);
    expect(screen.getByRole('link', { name: 'Open live classes' }).getAttribute('href')).toBe(
      '/live-classes',
    );
    expect(screen.getByRole('link', { name: 'Open course home sections' }).getAttribute('href')).toBe(
      '/section-ordering',
    );
    expect(screen.getByRole('link', { name: 'Open sale banners' }).getAttribute('href')).toBe(
      '/sale-banners',
    );
    expect(screen.getByRole('link', { name: 'Open events' }).getAttribute('href')).toBe('/events');
    expect(screen.getByRole('link', { name: 'Open hackathons' }).getAttribute('href')).toBe('/hackathons');
  });
});
