import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const date = style({ width: 'auto', flex: '1 1 160px' });

export const time = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall });

export const select = style({ width: 'auto', cursor: 'pointer' });

export const colon = style({ color: vars.color.text.secondary, fontWeight: vars.font.weight.strong });
