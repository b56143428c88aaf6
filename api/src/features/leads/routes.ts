import type Router from '@koa/router';
import {
  forgetLeadInput,
  type LeadList,
  leadFilterQuery,
  leadIdParam,
  leadInput,
  leadScopeQuery,
  type StaffNotesReply,
  staffNotesInput,
} from '#core/schemas/leads';
import { admitVerified, currentUser, requireUser } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { flipbookIdFrom, idInPath, parseWith } from '../../middleware/validate';
import { createRouter } from '../../router';
import { exportFileName, leadsCsv, toForgottenLead, toLeadItem } from './present';
import type { LeadService } from './service';

const leadIdFrom = (value: string | undefined) => idInPath(leadIdParam, value, 'Lead not found');

/**
 * Leads: the form's calls (public, or a kiosk's with a session), the lists of a person's and of a
 * team's leads, staff notes and deletes, and 'Forget me'.
 */
export function leadRoutes(deps: { leads: LeadService; bodies: JsonBodies }): Router {
  const { leads, bodies } = deps;
  const router = createRouter('/api');

  router.get('/flipbooks/:id/lead-form', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await leads.leadForm(flipbookIdFrom(ctx.params.id));
  });

  // Public: the shared link and the embed page send without a session. A kiosk's lead is sent
  // with the session of the flipbook's owner or, for a team flipbook, of a member (or of a
  // former one, for a lead captured before they left).
  router.post('/flipbooks/:id/leads', bodies.small, async (ctx) => {
    const id = flipbookIdFrom(ctx.params.id);
    const input = parseWith(leadInput, requestBody(ctx));
    const caller =
      input.source === 'kiosk'
        ? { kind: 'kiosk' as const, user: await admitVerified(ctx) }
        : { kind: 'public' as const, ip: ctx.ip };
    const { created } = await leads.capture(id, input, caller);
    ctx.status = created ? 201 : 200;
    ctx.body = { id: input.id, received: true };
  });

  // `?team=` lists a team's leads, `&member=` one member's captures (docs/teams.md, "Leads").
  router.get('/leads', requireUser, async (ctx) => {
    const filter = parseWith(leadFilterQuery, ctx.query);
    const scope = parseWith(leadScopeQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    const listed = await leads.list(currentUser(ctx), filter, scope);
    ctx.body = {
      items: listed.leads.map(toLeadItem),
      forgotten: listed.forgotten.map(toForgottenLead),
    } satisfies LeadList;
  });

  router.get('/leads/export', requireUser, async (ctx) => {
    const filter = parseWith(leadFilterQuery, ctx.query);
    const scope = parseWith(leadScopeQuery, ctx.query);
    const listed = await leads.list(currentUser(ctx), filter, scope);
    ctx.set('Cache-Control', 'no-store');
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${exportFileName(filter, listed, Date.now())}"`,
    );
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = leadsCsv(listed.leads);
  });

  // The staff's notes: each field sent with its edit's stamp; the later edit of a field wins.
  router.put('/leads/:id/notes', requireUser, bodies.small, async (ctx) => {
    const id = leadIdFrom(ctx.params.id);
    const edits = parseWith(staffNotesInput, requestBody(ctx));
    ctx.body = (await leads.editNotes(currentUser(ctx), id, edits)) satisfies StaffNotesReply;
  });

  router.delete('/leads/:id', requireUser, async (ctx) => {
    await leads.remove(currentUser(ctx), leadIdFrom(ctx.params.id));
    ctx.body = { success: true };
  });

  router.post('/leads/forget', bodies.small, async (ctx) => {
    const { id, token } = parseWith(forgetLeadInput, requestBody(ctx));
    await leads.forget(id, token);
    ctx.body = { success: true };
  });

  return router;
}
