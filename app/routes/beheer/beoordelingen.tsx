// /beheer/beoordelingen/ — product reviews waiting for moderation, oldest first: approve, reject,
// or reply in public (the shop's answer under the review; empty removes it).
import { adminMeta, PageHeading, When } from '~/components/admin/bits';
import { CardList } from '~/components/admin/card-list';
import {
  ActionButton,
  AdminForm,
  BUTTON_FORM,
  ButtonProblem,
  Submit,
  TextArea,
  useAdminForm,
  type AdminAnswer,
} from '~/components/admin/forms';
import { apiRefusal, badInput, pageError, parseAdminForm, readFormBody } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { ReviewActionSchema } from '#contract/forms/admin';
import { reviewsApi, type PendingReview } from '~/models/admin/care.server';
import type { Route } from './+types/beoordelingen';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const meta: Route.MetaFunction = () => adminMeta('Beoordelingen');

export async function loader({ context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  return reviewsApi.queue(caller).catch(pageError);
}

const DONE = {
  approve: 'De beoordeling is goedgekeurd en staat nu bij het product.',
  reject: 'De beoordeling is afgewezen.',
  reply: 'Het antwoord is opgeslagen.',
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { shop, caller } = context.get(backOfficeContext);
  const form = await readFormBody(request);
  const submission = parseAdminForm(form, ReviewActionSchema);
  const formId = form.get('intent') === 'reply' ? `reply-${String(form.get('id') ?? '')}` : BUTTON_FORM;
  if (submission.status !== 'success') return badInput(submission, formId);
  const value = submission.value;
  try {
    if (value.intent === 'reply') await reviewsApi.reply(caller, value.id, value.reply);
    else await reviewsApi.moderate(caller, value.id, value.intent === 'approve' ? 'approved' : 'rejected');
    return redirectWithStaffNotice(request, shop, '/beheer/beoordelingen/', DONE[value.intent]);
  } catch (error) {
    return apiRefusal(error, submission, formId);
  }
}

function ReplyForm({ review, answer }: { review: PendingReview; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm(`reply-${review.id}`, ReviewActionSchema, answer, { reply: review.reply ?? '' });
  return (
    <AdminForm form={form} intent="reply" className="admin-compact">
      <input type="hidden" name="id" value={review.id} />
      <TextArea meta={fields.reply} label="Openbaar antwoord van Slaapzaak" rows={2} maxLength={2000} />
      <Submit variant="secondary">Antwoord opslaan</Submit>
    </AdminForm>
  );
}

function Stars({ score }: { score: number }) {
  return (
    <span className="admin-stars" role="img" aria-label={`${score} van 5 sterren`}>
      {'★'.repeat(score)}
      {'☆'.repeat(Math.max(0, 5 - score))}
    </span>
  );
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  const answer = actionData;
  return (
    <>
      <PageHeading title="Beoordelingen" />
      <p className="admin-muted">Nieuwe beoordelingen verschijnen pas bij het product als ze zijn goedgekeurd.</p>
      <ButtonProblem answer={answer} />
      <CardList items={reviews} empty="Er wachten geen beoordelingen op goedkeuring." answer={answer}>
        {(review) => (
          <li key={review.id} className="admin-card-item">
            <h2>
              {review.title} <Stars score={review.score} />
            </h2>
            <p className="admin-muted">
              {review.product} · {review.display_name} ({review.email}) · <When at={review.created_at} />
            </p>
            <blockquote>{review.content}</blockquote>
            <div className="admin-row-actions">
              <ActionButton intent="approve" fields={{ id: review.id }} variant="primary">
                Goedkeuren
              </ActionButton>
              <ActionButton intent="reject" fields={{ id: review.id }}>
                Afwijzen
              </ActionButton>
            </div>
            <ReplyForm review={review} answer={answer} />
          </li>
        )}
      </CardList>
    </>
  );
}
