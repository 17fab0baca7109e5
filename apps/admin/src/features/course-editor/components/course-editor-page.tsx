import { useApi } from '@learnforge/api-client/react';
import { QueryView, RequireRole, UnsavedChangesGuard } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Box, Link, SubHeader, Tabs, VisuallyHidden } from '@learnforge/ui';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useStaffTitle } from '../../../shared/staff-title';
import { type CourseEditor, TABS, type TabName } from '../utils/editor-types';
import { BannersTab } from './banners-tab';
import { FeaturesPanel } from './features-panel';
import { IntroTab } from './intro-tab';
import {
  ContentTab,
  DetailsTab,
  FaqsTab,
  JourneyTab,
  OptLanguagesTab,
  PremiumTab,
  SchemaKeywordsTab,
  SendEmailTab,
} from './list-tabs';
import { TabSavedContext } from './unsaved-tabs';

function TabBody({ tab, editor }: { tab: TabName; editor: CourseEditor }) {
  const courseId = editor.course_id;
  const { tabs } = editor;
  switch (tab) {
    case 'course-intro':
      return <IntroTab courseId={courseId} intro={tabs['course-intro']} />;
    case 'course-journey':
      return <JourneyTab courseId={courseId} values={tabs['course-journey']} />;
    case 'details':
      return (
        <Box display="grid" gap="large">
          <DetailsTab courseId={courseId} values={tabs.details} />
          {/* Features are saved one by one as they change, so they never leave the tab unsaved. */}
          <div data-saves-itself="">
            <FeaturesPanel courseId={courseId} />
          </div>
        </Box>
      );
    case 'course-content':
      return <ContentTab courseId={courseId} values={tabs['course-content']} />;
    case 'faqs':
      return <FaqsTab courseId={courseId} values={tabs.faqs} />;
    case 'send-email':
      return <SendEmailTab courseId={courseId} values={tabs['send-email']} />;
    case 'schema-keywords':
      return <SchemaKeywordsTab courseId={courseId} values={tabs['schema-keywords']} />;
    case 'opt-languages':
      return <OptLanguagesTab courseId={courseId} values={tabs['opt-languages']} />;
    case 'course-banners':
      return <BannersTab courseId={courseId} values={tabs['course-banners']} />;
    case 'premium':
      return <PremiumTab courseId={courseId} values={tabs.premium} />;
    default:
      return tab satisfies never;
  }
}

/** `/dashboard-next/courses/{id}`: the ten tabs of the course editor (000 §2), the tab in the URL. */
export function CourseEditorPage() {
  const id = Number(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as TabName | null;
  const tab: TabName = TABS.some((entry) => entry.value === requested) ? requested! : 'course-intro';
  const editor = useApi('x-course-editor-get', Number.isInteger(id) && id > 0 ? { path: { id } } : null);
  useStaffTitle(editor.data?.tabs['course-intro'].course_name);
  // Every tab opened stays mounted (hidden when not selected), so its draft survives a tab switch.
  const [visited, setVisited] = useState<ReadonlySet<TabName>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));
  const [unsaved, setUnsaved] = useState<ReadonlySet<TabName>>(() => new Set());
  const markUnsaved = useCallback(
    (name: TabName, value: boolean) =>
      setUnsaved((current) => {
        if (current.has(name) === value) return current;
        const next = new Set(current);
        if (value) next.add(name);
        else next.delete(name);
        return next;
      }),
    [],
  );
  const savedHandlers = useMemo(
    () => Object.fromEntries(TABS.map((entry) => [entry.value, () => markUnsaved(entry.value, false)])),
    [markUnsaved],
  ) as Record<TabName, () => void>;

  if (!Number.isInteger(id) || id <= 0 || editor.error)
    return (
      <section aria-labelledby="course-editor-error">
        <h1 id="course-editor-error">
          {editor.error?.status === 403 ? 'You cannot edit courses' : 'This course could not be opened'}
        </h1>
        <p>{editor.error?.message ?? 'There is no such course.'}</p>
        <Link as={RouterLink} to="/courses">
          Back to the course list
        </Link>
      </section>
    );
  const data = editor.data;
  if (!data)
    return (
      <QueryView query={editor} what="the course">
        {() => null}
      </QueryView>
    );
  const intro = data.tabs['course-intro'];

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={`Edit ${intro.course_name}`}
        description={`Last saved ${formatDateTime(data.updated_at)}`}
        actions={
          <Box display="flex" gap="medium" flexWrap="wrap">
            <Link as={RouterLink} to="/courses">
              All courses
            </Link>
            <Link href={`/courses/${intro.course_slug}`}>View the course page</Link>
            <Link as={RouterLink} to={`/course-testimonials/${intro.course_slug}`}>
              Testimonials
            </Link>
            <Link href={`/dashboard-next/edit-history/course/${data.course_id}`}>Edit history</Link>
          </Box>
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'course-intro' ? {} : { tab: value })}
      >
        <Tabs.List aria-label="Course editor tabs">
          {TABS.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value}>
              {entry.label}
              {unsaved.has(entry.value) ? (
                <>
                  <span aria-hidden="true"> •</span>
                  <VisuallyHidden> (unsaved changes)</VisuallyHidden>
                </>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((entry) => (
          <Tabs.Content key={entry.value} value={entry.value} forceMount hidden={entry.value !== tab}>
            {visited.has(entry.value) ? (
              // Typing or choosing anything in a tab marks it unsaved until its Save succeeds.
              <div
                onInput={(event) => {
                  if (!(event.target as Element).closest('[data-saves-itself]'))
                    markUnsaved(entry.value, true);
                }}
                onChange={(event) => {
                  if (!(event.target as Element).closest('[data-saves-itself]'))
                    markUnsaved(entry.value, true);
                }}
              >
                <TabSavedContext.Provider value={savedHandlers[entry.value]}>
                  <TabBody tab={entry.value} editor={data} />
                </TabSavedContext.Provider>
              </div>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <UnsavedChangesGuard
        unsaved={unsaved.size > 0}
        what={TABS.filter((entry) => unsaved.has(entry.value))
          .map((entry) => entry.label)
          .join(', ')}
      />
    </Box>
  );
}

export const COURSE_EDITOR_ROLES = AREA_ROLES.courseEditor;

export function CourseEditorRoute() {
  return (
    <RequireRole roles={COURSE_EDITOR_ROLES}>
      <CourseEditorPage />
    </RequireRole>
  );
}
