-- 0004_outbox.sql: every enquiry reaches a person. Each lead (enquiry form, contact message, tax-filing
-- callback, startup-guide request: all are rows of lead_submissions) records a notification row in the
-- same transaction as the lead itself, so a lead is never stored without its notification, nor the
-- other way round. Runs on hosted Supabase and on the local PGlite backend alike.
--
-- Delivery (e-mail, webhook, the terminal) is done outside the database by one piece of code
-- (supabase/functions/_shared/notify.ts): the local server's dispatcher (scripts/notify/) and, hosted,
-- the Edge Function supabase/functions/notify. Both use only the functions below:
--   notify_claim(n, lease)  takes up to n notifications that are due, for `lease` seconds (a worker that
--                           dies mid-delivery loses its lease and another takes the row again:
--                           at-least-once);
--   notify_settle(...)      records the channels that took it, and either "sent", a retry time, or
--                           "failed" (after the caller's last try);
--   notify_retry(id)        "send again": a failed notification is due again now;
--   notify_list(status, n)  what is waiting, failed or sent, newest first (the editor's Enquiries).
-- Newsletter sign-ups get no notification (docs/DECISIONS.md, "Notifications").
--
-- Who may do what: nobody but the owner and service_role. The table lives in the schema `private`
-- (no usage for anon or authenticated), has row-level security on and no policy, and no grant to anon or
-- authenticated; the functions may be executed by service_role only.

create table if not exists private.notification_outbox (
  id bigint generated always as identity primary key,
  -- Sent with every delivery (e-mail Message-ID, the webhook's Idempotency-Key header and body, the
  -- e-mail API's Idempotency-Key), so a receiver that sees a notification twice can drop the second.
  idempotency_key uuid not null default gen_random_uuid() unique,
  source_table text not null,
  source_id uuid not null,
  -- The row as it was inserted.
  payload jsonb not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  -- Channels that have taken it already (email, webhook, console): a retry sends only to the others.
  delivered text[] not null default '{}',
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint notification_outbox_status_check check (status in ('pending', 'sent', 'failed')),
  constraint notification_outbox_source_key unique (source_table, source_id)
);

create index if not exists notification_outbox_due on private.notification_outbox (next_attempt_at, id)
  where status = 'pending';

revoke all on private.notification_outbox from public, anon, authenticated;
grant usage on schema private to service_role;
grant all on private.notification_outbox to service_role;
alter table private.notification_outbox enable row level security;

-- The trigger: SECURITY DEFINER, since anon (who inserts the lead) has no right on the outbox.
create or replace function private.record_notification() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into private.notification_outbox (source_table, source_id, payload)
    values (tg_table_name, new.id, to_jsonb(new));
  return null;
end
$$;

drop trigger if exists lead_submissions_notify on public.lead_submissions;
create trigger lead_submissions_notify after insert on public.lead_submissions
  for each row execute function private.record_notification();

-- Takes up to max_rows due notifications for lease_seconds: attempts counts this try.
create or replace function public.notify_claim(max_rows integer default 20, lease_seconds integer default 60)
  returns table (id bigint, idempotency_key uuid, source_table text, payload jsonb, attempts integer,
    delivered text[], created_at timestamptz)
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  return query
    update private.notification_outbox o
       set attempts = o.attempts + 1,
           locked_until = now() + make_interval(secs => lease_seconds)
     where o.id in (
             select d.id from private.notification_outbox d
              where d.status = 'pending' and d.next_attempt_at <= now()
                and (d.locked_until is null or d.locked_until <= now())
              order by d.id
              limit max_rows
                for update skip locked)
    returning o.id, o.idempotency_key, o.source_table, o.payload, o.attempts, o.delivered, o.created_at;
end
$$;

-- After one try: the channels that took it; error null = every channel took it (sent); otherwise give_up
-- true = failed, else due again at retry_at.
create or replace function public.notify_settle(notification_id bigint, channels text[], error text,
  give_up boolean, retry_at timestamptz)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.notification_outbox
     set delivered = array(select distinct unnest(delivered || coalesce(channels, '{}')) order by 1),
         status = case when error is null then 'sent' when give_up then 'failed' else 'pending' end,
         sent_at = case when error is null then now() end,
         next_attempt_at = case when error is null or give_up then next_attempt_at else coalesce(retry_at, now()) end,
         last_error = error,
         locked_until = null
   where id = notification_id
$$;

-- "Send again": a failed notification is due now, with its tries counted afresh; returns whether it was failed.
create or replace function public.notify_retry(notification_id bigint)
  returns boolean
  language sql
  security definer
  set search_path = ''
as $$
  with again as (
    update private.notification_outbox
       set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
     where id = notification_id and status = 'failed'
    returning id)
  select exists (select 1 from again)
$$;

create or replace function public.notify_list(wanted_status text default null, max_rows integer default 200)
  returns table (id bigint, idempotency_key uuid, source_table text, source_id uuid, status text,
    attempts integer, delivered text[], last_error text, created_at timestamptz, sent_at timestamptz,
    next_attempt_at timestamptz)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select id, idempotency_key, source_table, source_id, status, attempts, delivered, last_error, created_at,
         sent_at, next_attempt_at
    from private.notification_outbox
   where wanted_status is null or status = wanted_status
   order by id desc
   limit max_rows
$$;

revoke all on function private.record_notification() from public, anon, authenticated;
revoke all on function public.notify_claim(integer, integer), public.notify_settle(bigint, text[], text, boolean, timestamptz),
  public.notify_retry(bigint), public.notify_list(text, integer)
  from public, anon, authenticated;
grant execute on function public.notify_claim(integer, integer), public.notify_settle(bigint, text[], text, boolean, timestamptz),
  public.notify_retry(bigint), public.notify_list(text, integer)
  to service_role;

-- Enquiries the office works: new → called → done, a note, who changed it and when. Kept beside the lead (anon
-- cannot see or change it: schema private, no grant, RLS on), written through one function for the editor's
-- server (service_role or the owner). A lead without a row here is new.
create table if not exists private.enquiry_progress (
  lead_id uuid primary key references public.lead_submissions (id) on delete cascade,
  status text not null default 'new',
  note text not null default '',
  changed_by text not null,
  changed_at timestamptz not null default now(),
  constraint enquiry_progress_status_check check (status in ('new', 'called', 'done')),
  constraint enquiry_progress_note_check check (char_length(note) <= 2000),
  constraint enquiry_progress_by_check check (char_length(changed_by) between 1 and 100)
);
revoke all on private.enquiry_progress from public, anon, authenticated;
grant all on private.enquiry_progress to service_role;
alter table private.enquiry_progress enable row level security;

create or replace function public.enquiry_set_status(lead uuid, new_status text, new_note text, changed_by text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into private.enquiry_progress (lead_id, status, note, changed_by, changed_at)
    values (lead, new_status, coalesce(new_note, ''), changed_by, now())
  on conflict (lead_id) do update
    set status = excluded.status, note = excluded.note, changed_by = excluded.changed_by, changed_at = now()
$$;

create or replace function public.enquiry_progress_list(max_rows integer default 2000)
  returns table (lead_id uuid, status text, note text, changed_by text, changed_at timestamptz)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select lead_id, status, note, changed_by, changed_at from private.enquiry_progress order by changed_at desc limit max_rows
$$;

revoke all on function public.enquiry_set_status(uuid, text, text, text), public.enquiry_progress_list(integer)
  from public, anon, authenticated;
grant execute on function public.enquiry_set_status(uuid, text, text, text), public.enquiry_progress_list(integer)
  to service_role;
