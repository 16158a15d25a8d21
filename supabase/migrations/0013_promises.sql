-- The office keeps the site's promises, and each person sees what their job needs (docs/DECISIONS.md, "Promises").
--
-- 1. The office's clock: private.office_clock holds, as the site publishes it (scripts/lib/office-clock.ts: the
--    local server at start, `npm run notices:publish` for a hosted project), each form's promises (how soon, in
--    working hours or not), the week's open hours, the closed days, and which page sends which kind of enquiry.
-- 2. Every enquiry carries its due time: set as it arrives (a trigger) from the promise its form made, the sooner
--    of two, counted in working hours where promised so (private.due_after, the same rule as src/lib/promise.ts).
-- 3. The enquiry's progress keeps when it was first called (the clock stops then) and who took it ("mine").
-- 4. Reminders: public.enquiry_reminders(at) puts into the outbox, once each, a reminder for an enquiry still new
--    shortly before its due time, and a word to the owner once it is overdue. pg_cron runs it every minute where
--    it exists; the local server's notifier runs it with each round (scripts/notify/dispatcher.ts).
-- 5. Who read what records the reader's role (owner, editor, front desk) where there are roles: the web address.

-- 1. The office's clock.
create table if not exists private.office_clock (
  id boolean primary key default true,
  config jsonb not null,
  published_at timestamptz not null default now(),
  constraint office_clock_one_row check (id),
  constraint office_clock_shape_check check (jsonb_typeof(config -> 'promises') = 'object' and jsonb_typeof(config -> 'week') = 'array')
);
revoke all on private.office_clock from public, anon, authenticated;
grant all on private.office_clock to service_role;
alter table private.office_clock enable row level security;

create or replace function public.office_clock_publish(config jsonb)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into private.office_clock (id, config, published_at) values (true, config, now())
  on conflict (id) do update set config = excluded.config, published_at = now()
$$;
revoke all on function public.office_clock_publish(jsonb) from public, anon, authenticated;
grant execute on function public.office_clock_publish(jsonb) to service_role;

-- 2. When an enquiry is due: `minutes` after `arrived`, around the clock or in the office's open hours only (India
-- time, which has no summer time: a fixed +05:30). As src/lib/promise.ts dueAfter.
create or replace function private.due_after(arrived timestamptz, minutes integer, working boolean, clock jsonb)
  returns timestamptz
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  ist constant interval := interval '330 minutes';
  local_arrived timestamp := (arrived at time zone 'UTC') + ist;
  remaining interval := make_interval(mins => minutes);
  day date := local_arrived::date;
  dow text;
  span jsonb;
  opens timestamp;
  closes timestamp;
  start_at timestamp;
begin
  if not working then
    return arrived + make_interval(mins => minutes);
  end if;
  for i in 0..365 loop
    if not (coalesce(clock -> 'closed' -> 'days', '[]') ? to_char(day, 'YYYY-MM-DD')
            or coalesce(clock -> 'closed' -> 'everyYear', '[]') ? to_char(day, 'MM-DD')) then
      dow := (array['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'])[extract(dow from day)::integer + 1];
      for span in
        select s from jsonb_array_elements(coalesce(clock -> 'week', '[]')) s
         where s -> 'days' ? dow
         order by s ->> 'opens'
      loop
        opens := day + (span ->> 'opens')::time;
        closes := day + (span ->> 'closes')::time;
        start_at := greatest(opens, local_arrived);
        if start_at < closes then
          if start_at + remaining <= closes then
            return (start_at + remaining - ist) at time zone 'UTC';
          end if;
          remaining := remaining - (closes - start_at);
        end if;
      end loop;
    end if;
    day := day + 1;
  end loop;
  return arrived + make_interval(mins => minutes);
end
$$;

-- The kind of enquiry a lead is (the page it was sent from, the guide's message), as src/notifications/message.ts kindOf.
create or replace function private.enquiry_kind(source_page text, message text, clock jsonb)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(
    clock -> 'pages' ->> source_page,
    case when message is not null and message = clock ->> 'guideMessage' then 'guide' end,
    'enquiry'
  )
$$;

alter table public.lead_submissions
  add column if not exists due_at timestamptz,
  add column if not exists promise_minutes integer,
  add column if not exists promise_working_hours boolean;

-- As it arrives: the sooner of its form's promises, and when it falls due (nothing without a promise, or a clock).
create or replace function private.lead_due()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  clock jsonb := (select config from private.office_clock where id);
  best record;
begin
  new.due_at := null;
  new.promise_minutes := null;
  new.promise_working_hours := null;
  if clock is null then
    return new;
  end if;
  select private.due_after(coalesce(new.created_at, now()), (p ->> 'minutes')::integer, coalesce((p ->> 'workingHours')::boolean, false), clock) as due,
         (p ->> 'minutes')::integer as minutes,
         coalesce((p ->> 'workingHours')::boolean, false) as working
    into best
    from jsonb_array_elements(coalesce(clock -> 'promises' -> private.enquiry_kind(new.source_page, new.message, clock), '[]')) p
   order by 1
   limit 1;
  if found then
    new.due_at := best.due;
    new.promise_minutes := best.minutes;
    new.promise_working_hours := best.working;
  end if;
  return new;
end
$$;
drop trigger if exists lead_submissions_due on public.lead_submissions;
create trigger lead_submissions_due before insert on public.lead_submissions
  for each row execute function private.lead_due();

-- 3. The progress: first called (the clock stops), and who took it.
alter table private.enquiry_progress
  add column if not exists first_called_at timestamptz,
  add column if not exists taken_by text,
  add constraint enquiry_progress_taken_check check (taken_by is null or char_length(taken_by) between 1 and 100),
  -- Taken before anyone set a status: the row exists for who took it, and no one has set its status yet.
  drop constraint enquiry_progress_by_check,
  add constraint enquiry_progress_by_check check (char_length(changed_by) between 1 and 100 or (status = 'new' and changed_by = ''));

create or replace function public.enquiry_set_status(lead uuid, new_status text, new_note text, changed_by text, new_fee integer default null)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into private.enquiry_progress (lead_id, status, note, changed_by, changed_at, fee, client_at, first_called_at)
    values (lead, new_status, coalesce(new_note, ''), changed_by, now(), new_fee,
            case when new_status = 'client' then now() end, case when new_status <> 'new' then now() end)
  on conflict (lead_id) do update
    set status = excluded.status, note = excluded.note, changed_by = excluded.changed_by, changed_at = now(),
      fee = excluded.fee,
      -- The first time it became a client stays its date, whatever is changed after (a note, the fee).
      client_at = case when excluded.status = 'client' then coalesce(enquiry_progress.client_at, now()) end,
      -- The first call stays when it was, whatever comes after (back to new included).
      first_called_at = coalesce(enquiry_progress.first_called_at, case when excluded.status <> 'new' then now() end)
$$;

-- "Mine": a person takes an enquiry (mine true) or lets go of it (only their own); its reminders then name them.
-- Answers who has it now.
create or replace function public.enquiry_take(lead uuid, by_whom text, mine boolean)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  holder text;
begin
  -- No such enquiry: the insert's foreign key refuses it (23503), as enquiry_set_status's does.
  insert into private.enquiry_progress (lead_id, status, note, changed_by, changed_at, taken_by)
    values (lead, 'new', '', '', now(), case when mine then by_whom end)
  on conflict (lead_id) do update
    set taken_by = case when mine then by_whom when enquiry_progress.taken_by = by_whom then null else enquiry_progress.taken_by end
  returning taken_by into holder;
  return holder;
end
$$;

drop function if exists public.enquiry_progress_list(integer);
create or replace function public.enquiry_progress_list(max_rows integer default 2000)
  returns table (lead_id uuid, status text, note text, changed_by text, changed_at timestamptz, fee integer, client_at timestamptz,
                 first_called_at timestamptz, taken_by text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select lead_id, status, note, changed_by, changed_at, fee, client_at, first_called_at, taken_by
    from private.enquiry_progress order by changed_at desc limit max_rows
$$;

revoke all on function public.enquiry_set_status(uuid, text, text, text, integer), public.enquiry_progress_list(integer),
  public.enquiry_take(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.enquiry_set_status(uuid, text, text, text, integer), public.enquiry_progress_list(integer),
  public.enquiry_take(uuid, text, boolean) to service_role;

-- 4. Reminders, once each through the outbox (its source is unique per row: no doubles, however often this runs).
create or replace function public.enquiry_reminders(at timestamptz default now())
  returns integer
  language sql
  security definer
  set search_path = ''
as $$
  with waiting as (
    select l.id, l.name, l.email, l.phone, l.service, l.source_page, l.message, l.created_at, l.due_at,
           l.promise_minutes, l.promise_working_hours, p.taken_by,
           -- Shortly before: a third of the promise ahead, at most half an hour (5 minutes before a 15-minute one).
           l.due_at - least(interval '30 minutes', make_interval(mins => l.promise_minutes) / 3) as remind_at
      from public.lead_submissions l
      left join private.enquiry_progress p on p.lead_id = l.id
     where l.due_at is not null and coalesce(p.status, 'new') = 'new' and l.due_at > at - interval '14 days'
  ),
  reminders as (
    insert into private.notification_outbox (source_table, source_id, payload)
    select 'enquiry_reminders', id, to_jsonb(waiting) - 'remind_at'
      from waiting where at >= remind_at and at < due_at
    on conflict (source_table, source_id) do nothing
    returning 1
  ),
  overdue as (
    insert into private.notification_outbox (source_table, source_id, payload)
    select 'enquiry_overdue', id, to_jsonb(waiting) - 'remind_at'
      from waiting where at >= due_at
    on conflict (source_table, source_id) do nothing
    returning 1
  )
  select ((select count(*) from reminders) + (select count(*) from overdue))::integer
$$;
revoke all on function public.enquiry_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.enquiry_reminders(timestamptz) to service_role;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      execute $cron$select cron.schedule('enquiry-reminders', '* * * * *', 'select public.enquiry_reminders()')$cron$;
    exception when others then
      raise notice 'pg_cron is not available here (%): run public.enquiry_reminders() every minute another way (docs/DEPLOY.md).', sqlerrm;
    end;
  end if;
end
$$;

-- 5. Who read what, with the reader's role.
alter table private.office_reads add column if not exists role text;
alter table private.office_reads add constraint office_reads_role_check check (role is null or role in ('owner', 'editor', 'desk'));

drop function if exists public.office_read_log(text, text, uuid[], text);
create or replace function public.office_read_log(who text, what text, rows_read uuid[] default '{}', export_kind text default null,
                                                  reader_role text default null)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into private.office_reads (who, what, rows_read, export_kind, role) values (who, what, coalesce(rows_read, '{}'), export_kind, reader_role)
$$;

drop function if exists public.office_reads_list(integer);
create or replace function public.office_reads_list(max_rows integer default 500)
  returns table (id bigint, at timestamptz, who text, what text, rows_read uuid[], export_kind text, role text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select id, at, who, what, rows_read, export_kind, role from private.office_reads order by id desc limit max_rows
$$;
revoke all on function public.office_read_log(text, text, uuid[], text, text), public.office_reads_list(integer)
  from public, anon, authenticated;
grant execute on function public.office_read_log(text, text, uuid[], text, text), public.office_reads_list(integer) to service_role;
