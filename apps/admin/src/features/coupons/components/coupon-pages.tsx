import { useApi } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { Box, type ColumnDef, Link, Pagination, ReportTable, SubHeader, TextField } from '@learnforge/ui';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { Coupon } from '../utils/coupon-form';
import { CouponEditor } from './coupon-editor';

/** Coupon authoring roles (super admins pass every check). */
export const COUPON_ROLES = ['course_admin', 'crm'] as const;

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

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
    accessorFn: (row) => dateFormat.format(new Date(row.valid_till)),
  },
  { id: 'used', header: 'Used', accessorFn: (row) => `${row.times_used} / ${row.usage_details.max_uses}` },
  { id: 'status', header: 'Status', accessorFn: (row) => row.publish_status },
];

function CouponList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useApi('x-coupons-list', { query: { page, page_size: 20, ...(search ? { search } : {}) } });
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / 20));
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Coupons"
        headingLevel={1}
        description="Discount codes for premium and courses."
        actions={
          <Link as={RouterLink} to="/coupons/new" weight="strong">
            New coupon
          </Link>
        }
      />
      <TextField
        label="Search by code"
        type="search"
        defaultValue={search}
        onChange={(event) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            updated.set('search', event.target.value);
            updated.delete('page');
            return updated;
          })
        }
      />
      <ReportTable<Coupon>
        caption="Coupons"
        columns={columns}
        data={list.data?.results ?? []}
        getRowId={(row) => String(row.coupon_id)}
        loading={list.isLoading}
        error={list.error?.message}
        emptyMessage="No coupons yet."
        manual
        rowCount={list.data?.count ?? 0}
      />
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          label="Coupon pages"
          onPageChange={(next) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              updated.set('page', String(next));
              return updated;
            })
          }
        />
      ) : null}
    </Box>
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
  const { id } = useParams();
  const couponId = id && id !== 'new' ? Number(id) : null;
  return (
    <RequireRole roles={COUPON_ROLES}>
      <CouponEditor key={id} couponId={couponId && Number.isInteger(couponId) ? couponId : null} />
    </RequireRole>
  );
}
