import { isApiError, type ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Box, Button, Card, Checkbox, Link, SubHeader } from '@learnforge/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useServerRefusals } from '../../../shared/editor-page';
import { FormTextField } from '../../../shared/form-fields';
import { afterSigning } from '../../../shared/recruiter-contract-step';
import { useStaffTitle } from '../../../shared/staff-title';

type Contract = ResponseOf<'job-portal-legal-contract-get'>;

interface SignForm {
  signatory_name: string;
  signatory_designation: string;
  accept: boolean;
}
const SIGN_FIELDS = ['signatory_name', 'signatory_designation', 'accept'] as const;

/** `/dashboard-next/recruiter-contract`: a recruiter reads and signs the contract in force (001 §6, ADR 0068). */
export function RecruiterContractRoute() {
  return (
    <RequireRole roles={AREA_ROLES.jobs}>
      <RecruiterContractPage />
    </RequireRole>
  );
}

export function RecruiterContractPage() {
  const contract = useApi('job-portal-legal-contract-get');
  const [params] = useSearchParams();
  const next = afterSigning(params.get('next'));
  // The answer to this visit's signature: kept here so the confirmation stays while the contract reloads.
  const [justSigned, setJustSigned] = useState<Contract | null>(null);
  useStaffTitle(contract.data ? `Recruiter contract ${contract.data.version}` : undefined);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Recruiter contract"
        description={
          contract.data
            ? `Version ${contract.data.version}. Job posting opens once you have signed the version in force.`
            : 'Job posting opens once you have signed the version in force.'
        }
        headingLevel={1}
      />
      <QueryView query={contract} what="the recruiter contract">
        {(data) => {
          const shown = justSigned ?? data;
          return (
            <>
              <ContractText contract={shown} />
              {shown.hasSignedLegalContract ? (
                <Signed contract={shown} next={next} announce={justSigned !== null} />
              ) : (
                <SignContract
                  contract={shown}
                  onSigned={setJustSigned}
                  onChanged={() => void contract.mutate()}
                />
              )}
            </>
          );
        }}
      </QueryView>
    </Box>
  );
}

/** The contract as written: plain text, its paragraphs kept and its line breaks shown. */
function ContractText({ contract }: { contract: Contract }) {
  const paragraphs = contract.body.split(/\n\s*\n/).filter((part) => part.trim() !== '');
  return (
    <Card as="section" title={`Contract text, version ${contract.version}`}>
      <Box display="grid" gap="medium">
        {paragraphs.map((paragraph, index) => (
          // The text is shown as written, so a paragraph's position is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text.
          <p key={index} style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {paragraph.trim()}
          </p>
        ))}
      </Box>
    </Card>
  );
}

function Signed({
  contract,
  next,
  announce = false,
}: {
  contract: Contract;
  next: string;
  announce?: boolean;
}) {
  const region = useRef<HTMLDivElement>(null);
  // Just signed: the confirmation takes the focus the Sign button had, so it is read at once.
  useEffect(() => {
    if (announce) region.current?.focus();
  }, [announce]);
  return (
    <Card as="section" title="Signed" tone="positive" ref={region} tabIndex={-1}>
      <Box display="grid" gap="medium">
        <p>
          You signed version {contract.version}
          {contract.signed_at ? (
            <>
              {' '}
              on <time dateTime={contract.signed_at}>{formatDateTime(contract.signed_at)}</time>
            </>
          ) : null}
          {contract.signed_by ? ` as ${contract.signed_by}` : ''}. You can post and manage jobs now.
        </p>
        <Link as={RouterLink} to={next} weight="strong">
          Continue to job posting
        </Link>
      </Box>
    </Card>
  );
}

function SignContract({
  contract,
  onSigned,
  onChanged,
}: {
  contract: Contract;
  onSigned: (answer: Contract) => void;
  /** The contract changed while it was read: read it again. */
  onChanged: () => void;
}) {
  const sign = useApiMutation('job-portal-legal-contract-post');
  const form = useForm<SignForm>({
    defaultValues: { signatory_name: '', signatory_designation: '', accept: false },
  });
  const { formError, setFormError, refuse } = useServerRefusals(form, (field) =>
    (SIGN_FIELDS as readonly string[]).includes(field) ? (field as (typeof SIGN_FIELDS)[number]) : null,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSigned(
        await sign.trigger({
          body: {
            version: contract.version,
            accept: values.accept as true,
            signatory_name: values.signatory_name,
            signatory_designation: values.signatory_designation,
          },
        }),
      );
    } catch (error) {
      refuse(error);
      if (isApiError(error) && error.code === 'contract_changed') {
        // What was accepted is no longer the contract in force: the new text loads and is accepted anew.
        form.setValue('accept', false);
        onChanged();
      }
    }
  });

  const acceptError = form.formState.errors.accept?.message;
  return (
    <Card as="section" title="Sign the contract">
      <form onSubmit={onSubmit} noValidate aria-label="Sign the recruiter contract">
        <Box display="grid" gap="medium">
          <p>Your name, designation, the time and your network address are recorded with your signature.</p>
          <FormTextField
            form={form}
            name="signatory_name"
            label="Your full name"
            autoComplete="name"
            maxLength={100}
            required
            rules={{ validate: (value) => (String(value).trim() ? true : 'Enter your name') }}
          />
          <FormTextField
            form={form}
            name="signatory_designation"
            label="Your designation"
            autoComplete="organization-title"
            maxLength={100}
            required
            rules={{ validate: (value) => (String(value).trim() ? true : 'Enter your designation') }}
          />
          <Checkbox
            label={`I have read version ${contract.version} and accept it for my organization`}
            error={acceptError}
            {...form.register('accept', {
              validate: (value) => (value ? true : 'Accept the contract to continue'),
            })}
          />
          {formError ? <p role="alert">{formError}</p> : null}
          <div>
            <Button type="submit" loading={sign.isMutating}>
              Sign
            </Button>
          </div>
        </Box>
      </form>
    </Card>
  );
}
