import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { type ReviewState, reviewMessages, reviewStateLabels, reviewStates } from '@/shared/domain/reviews';
import { ClientPicker } from '@/web/lib/clients/client-picker';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ListState } from '@/web/ui/list-state';
import { NativeSelect } from '@/web/ui/native-select';
import { PageHeader } from '@/web/ui/page-header';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { useStaffReviews } from './api/list-staff-reviews';
import { ReviewList, ReviewListSkeletons } from './review-list';
import { staffReviewStrings } from './review-strings';

type StateFilter = 'open' | ReviewState | 'all';
type DueFilter = '' | 'overdue' | 'week';
type Filters = { clientId: string; state: StateFilter; due: DueFilter };

const stateOptions: readonly { value: StateFilter; label: string }[] = [
  { value: 'open', label: staffReviewStrings.open },
  ...reviewStates.map((state) => ({ value: state, label: reviewStateLabels[state] })),
  { value: 'all', label: staffReviewStrings.allStates },
];
const dueOptions: readonly { value: DueFilter; label: string }[] = [
  { value: '', label: staffReviewStrings.anyDue },
  { value: 'overdue', label: staffReviewStrings.overdue },
  { value: 'week', label: staffReviewStrings.dueThisWeek },
];

/** The chosen option as one of `options`' values; anything else is the first. */
function optionOf<Value extends string>(options: readonly { value: Value }[], chosen: string): Value {
  return options.find((option) => option.value === chosen)?.value ?? (options[0] as { value: Value }).value;
}

const initialFilters: Filters = { clientId: '', state: 'open', due: '' };

/**
 * /admin/reviews (the review issue): every review of the clients within the staff member's reach, the
 * open ones unless the state filter says otherwise, by client and due date, a page at a time.
 */
export function StaffReviewsPage() {
  useDocumentTitle(reviewMessages.reviews);
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const { pages, reviews } = useStaffReviews({
    clientId: filters.clientId || undefined,
    // 'open' is the server's default: the first page is the same query the sidebar link prefetched.
    state: filters.state === 'open' ? undefined : filters.state,
    due: filters.due || undefined,
  });
  const filtered = Boolean(filters.clientId || filters.due || filters.state !== 'open');

  return (
    <>
      <PageHeader title={reviewMessages.reviews} description={staffReviewStrings.intro} />
      <div className="mb-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <ClientPicker
          aria-label={staffReviewStrings.clientFilter}
          noneLabel={staffReviewStrings.allClients}
          value={filters.clientId}
          onChange={(clientId) => setFilters({ ...filters, clientId })}
        />
        <NativeSelect
          aria-label={staffReviewStrings.stateFilter}
          value={filters.state}
          onChange={(event) => setFilters({ ...filters, state: optionOf(stateOptions, event.target.value) })}
        >
          {stateOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={staffReviewStrings.dueFilter}
          value={filters.due}
          onChange={(event) => setFilters({ ...filters, due: optionOf(dueOptions, event.target.value) })}
        >
          {dueOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ListState
        query={pages}
        isEmpty={reviews.length === 0}
        noun="reviews"
        placeholder={<ReviewListSkeletons />}
        whenEmpty={{
          icon: ClipboardCheck,
          title: reviewMessages.staffEmpty,
          description: reviewMessages.staffEmptyHint,
        }}
        whenNoMatch={
          filtered
            ? {
                icon: ClipboardCheck,
                title: reviewMessages.staffEmpty,
                description: staffReviewStrings.noMatchHint,
              }
            : undefined
        }
        whenFailed={{ title: reviewMessages.loadFailed, description: 'Check your connection and try again.' }}
      >
        <div className="grid gap-4">
          <ReviewList
            reviews={reviews}
            hrefOf={(review) => `/admin/reviews/${review.id}`}
            showClient
            busy={pages.isPlaceholderData}
          />
          <ShowMoreButton
            pages={pages}
            label={staffReviewStrings.showOlder}
            failure={staffReviewStrings.olderFailed}
            className="pt-2"
          />
        </div>
      </ListState>
    </>
  );
}
