import { useApi } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { type ColumnDef, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { LIST_PAGE_SIZE, ListPage, useIdParam, usePageParam } from '../../../shared/list-page';
import { SearchParamField, useSearchParam } from '../../../shared/search-param-field';
import type { Coupon } from '../utils/coupon-form';
import { CouponEditor } from './coupon-editor';

/** Coupon authoring roles (super admins pass every check). */
const COUPON_ROLES = AREA_ROLES.coupons;

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<Coupon, any>[] = [
  {
    id: 'code',
    header: 'Code',
    accessorFn: (row) => row.coupon_code,
    cell: (info) => (
      <Link as={RouterLink} to={`/coupons/${info.row.original.coupon_id}`}>
        {info.getValue<string>()}
      </Link>
    ),
  },
  {
    id: 'discount',
    header: 'Discount',
    accessorFn: (row) =>
      row.coupon_type === 'percentage'
        ? `${row.discount_details.value}%${(row.discount_details.up_to ?? -1) > 0 ? ` up to ₹${row.discount_details.up_to}` : ''}`
        : `₹${row.discount_details.value}`,
  },
  {
    id: 'valid_till',
    header: 'Valid till',
    accessorFn: (row) => formatDateTime(row.valid_till),
  },
  { id: 'used', header: 'Used', accessorFn: (row) => `${row.times_used} / ${row.usage_details.max_uses}` },
  { id: 'status', header: 'Status', accessorFn: (row) => row.publish_status },
];

function CouponList() {
  const search = useSearchParam();
  const { page } = usePageParam();
  const list = useApi('x-coupons-list', {
    query: { page, page_size: LIST_PAGE_SIZE, ...(search ? { search } : {}) },
  });
  return (
    <ListPage<Coupon>
      title="Coupons"
      description="Discount codes for premium and courses."
      actions={
        <Link as={RouterLink} to="/coupons/new" weight="strong">
          New coupon
        </Link>
      }
      filters={<SearchParamField label="Search by code" />}
      columns={columns}
      list={list}
      getRowId={(row) => String(row.coupon_id)}
      emptyMessage="No coupons yet."
      pagesLabel="Coupon pages"
    />
  );
}

export function CouponListRoute() {
  return (
    <RequireRole roles={COUPON_ROLES}>
      <CouponList />
    </RequireRole>
  );
}

export function CouponEditorRoute() {
  const { key, id } = useIdParam();
  return (
    <RequireRole roles={COUPON_ROLES}>
      <CouponEditor key={key} couponId={id} />
    </RequireRole>
  );
}
