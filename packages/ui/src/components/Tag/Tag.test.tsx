import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Tag, TagList } from './Tag';

describe('Tag', () => {
  it('removes itself with a button named after it, by click or Delete', async () => {
    const onRemove = vi.fn();
    render(
      <TagList aria-label="Skills">
        <li>
          <Tag onRemove={onRemove}>React</Tag>
        </li>
        <li>
          <Tag>Python</Tag>
        </li>
      </TagList>,
    );
    expect(screen.getByRole('list', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const remove = screen.getByRole('button', { name: 'Remove React' });
    await userEvent.click(remove);
    remove.focus();
    await userEvent.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Remove Python' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
