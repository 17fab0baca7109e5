import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { SubHeader } from '../SubHeader';
import { PageShell } from './PageShell';

describe('PageShell', () => {
  it('lays out banner, heading, main and contentinfo landmarks with a skip link', async () => {
    render(
      <PageShell
        header={
          <Header
            brand="Learnforge"
            nav={<a href="/courses">Courses</a>}
            actions={<button type="button">Log in</button>}
          />
        }
        subHeader={<SubHeader title="Courses" description="Learn at your pace" />}
        footer={<Footer links={<a href="/about">About</a>} legal="© Learnforge" />}
      >
        <p>Course list</p>
      </PageShell>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Learnforge');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Courses' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Course list');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Learnforge');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await expectNoAxeViolations();
  });

  it('renders only the slots it is given', () => {
    render(
      <PageShell>
        <p>Editor</p>
      </PageShell>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Editor');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
  });
});
