-- 0010_rights_desk.sql: what the office's rights desk needs from the database, beside 0008_privacy.sql's
-- requests, on hosted Supabase and the local PGlite backend alike. For the office's server only (service_role).
--
-- 1. public.privacy_held(request_id): "What we hold" for a confirmed request, every row of every table the
--    office can read that holds this person (the same inbox and phone keys as the request's own matching),
--    for the file the office sends an access request. Sealed records (erasures) are never read.
-- 2. public.notice_send_earlier(by_whom) and public.notice_send_status(): the new notice, once, to everyone
--    whose enquiry or sign-up was stored before forms recorded a notice (DPDP Act s. 5(2)); one outbox row
--    per inbox, keyed so that pressing twice queues nothing twice; never to a person who withdrew.

-- 1. What we hold -----------------------------------------------------------------------------------------------
create or replace function public.privacy_held(request_id uuid)
  returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  r private.privacy_requests;
  v_inbox text;
  v_ph text;
begin
  select * into r from private.privacy_requests where id = request_id;
  -- Only a request whose person was confirmed (by the link or the office's call) gets a file.
  if not found or r.state not in ('confirmed', 'done') then
    return null;
  end if;
  v_inbox := private.inbox_key(r.email);
  v_ph := private.phone_key(r.phone);
  return jsonb_build_object(
    'request', jsonb_build_object('id', r.id, 'kind', r.kind, 'email', r.email, 'phone', r.phone,
      'created_at', r.created_at, 'confirmed_at', r.confirmed_at, 'due_at', r.due_at),
    'lead_submissions', coalesce((select jsonb_agg(to_jsonb(l) - 'notice_text' order by l.created_at)
        from public.lead_submissions l
       where (v_inbox is not null and private.inbox_key(l.email) = v_inbox) or (v_ph is not null and private.phone_key(l.phone) = v_ph)), '[]'),
    'enquiry_progress', coalesce((select jsonb_agg(jsonb_build_object('lead_id', p.lead_id, 'status', p.status,
        'note', p.note, 'changed_by', p.changed_by, 'changed_at', p.changed_at, 'fee', p.fee) order by p.changed_at)
        from private.enquiry_progress p join public.lead_submissions l on l.id = p.lead_id
       where (v_inbox is not null and private.inbox_key(l.email) = v_inbox) or (v_ph is not null and private.phone_key(l.phone) = v_ph)), '[]'),
    'ebook_downloads', coalesce((select jsonb_agg(to_jsonb(d) order by d.created_at)
        from public.ebook_downloads d
       where (v_inbox is not null and private.inbox_key(d.email) = v_inbox) or (v_ph is not null and private.phone_key(d.phone) = v_ph)), '[]'),
    'newsletter_subscriptions', coalesce((select jsonb_agg(to_jsonb(s) - 'notice_text' order by s.created_at)
        from public.newsletter_subscriptions s
       where v_inbox is not null and private.inbox_key(s.email) = v_inbox), '[]'),
    -- The notifications about this person: when, to whom (the channels), and whether they went; not their text,
    -- which repeats the rows above.
    'notifications', coalesce((select jsonb_agg(jsonb_build_object('created_at', o.created_at, 'status', o.status,
        'delivered', o.delivered) order by o.created_at)
        from private.notification_outbox o
       where o.source_table <> 'privacy_requests'
         and ((v_inbox is not null and private.inbox_key(o.payload ->> 'email') = v_inbox)
           or (v_ph is not null and private.phone_key(o.payload ->> 'phone') = v_ph))), '[]'),
    'withdrawals', coalesce((select jsonb_agg(jsonb_build_object('at', w.at) order by w.at)
        from private.withdrawals w
       where (v_inbox is not null and w.inbox = v_inbox) or (v_ph is not null and w.phone = v_ph)), '[]')
  );
end
$$;

-- 2. The new notice to earlier enquirers -----------------------------------------------------------------------
-- Each inbox that was sent the notice (or queued for it), once.
create table if not exists private.notice_sends (
  inbox text primary key,
  queued_at timestamptz not null default now(),
  queued_by text not null
);
revoke all on private.notice_sends from public, anon, authenticated;
grant all on private.notice_sends to service_role;
alter table private.notice_sends enable row level security;

-- Everyone stored before notices were recorded: an e-mail inbox (with the name it gave last), or a phone only.
create or replace function private.earlier_people()
  returns table (inbox text, email text, name text, phone text)
  language sql stable security definer set search_path = ''
as $$
  with since as (
    -- When the first notice was recorded (guide rows keep no notice of their own: their lead row does).
    select coalesce(min(first_seen), 'infinity'::timestamptz) as at from private.notice_versions
  ), rows as (
    select l.email, l.name, l.phone, l.created_at from public.lead_submissions l where l.notice_version is null
    union all
    select d.email, d.name, d.phone, d.created_at from public.ebook_downloads d, since where d.created_at < since.at
    union all
    select s.email, null, null, s.created_at from public.newsletter_subscriptions s where s.notice_version is null
  ), keyed as (
    select nullif(private.inbox_key(nullif(btrim(email), '')), '') as inbox, email, name, phone,
           private.phone_key(phone) as ph, created_at from rows
  )
  select distinct on (coalesce(k.inbox, k.ph)) k.inbox, k.email, k.name, k.phone
    from keyed k
   where coalesce(k.inbox, k.ph) is not null
     -- Not to a person who withdrew, nor to one who has since sent a form that showed the notice.
     and not exists (select 1 from private.withdrawals w
                      where (k.inbox is not null and w.inbox = k.inbox) or (k.ph is not null and w.phone = k.ph))
     and not exists (select 1 from public.lead_submissions l
                      where l.notice_version is not null
                        and ((k.inbox is not null and private.inbox_key(l.email) = k.inbox) or (k.ph is not null and private.phone_key(l.phone) = k.ph)))
     and not exists (select 1 from public.newsletter_subscriptions s
                      where s.notice_version is not null and k.inbox is not null and private.inbox_key(s.email) = k.inbox)
   order by coalesce(k.inbox, k.ph), k.created_at desc
$$;

-- How many would be sent the notice, how many have been already, and how many gave only a phone number.
create or replace function public.notice_send_status()
  returns table (waiting bigint, sent bigint, phone_only bigint)
  language sql stable security definer set search_path = ''
as $$
  select count(*) filter (where e.inbox is not null and not exists (select 1 from private.notice_sends n where n.inbox = e.inbox)),
         (select count(*) from private.notice_sends),
         count(*) filter (where e.inbox is null)
    from private.earlier_people() e
$$;

-- Queues the notice for each earlier inbox not sent it yet; answers how many were queued now. Pressed twice at
-- once, the lock makes the second wait and queue nothing.
create or replace function public.notice_send_earlier(by_whom text)
  returns bigint
  language plpgsql security definer set search_path = ''
as $$
declare
  n bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended('notice_send_earlier', 0));
  with fresh as (
    insert into private.notice_sends (inbox, queued_by)
      select e.inbox, left(coalesce(nullif(btrim(by_whom), ''), 'the office'), 100)
        from private.earlier_people() e
       where e.inbox is not null
      on conflict (inbox) do nothing
    returning inbox),
  queued as (
    insert into private.notification_outbox (source_table, source_id, payload)
      select 'notice_sends', md5('notice:' || f.inbox)::uuid,
             jsonb_build_object('notice', true, 'email', e.email, 'name', e.name)
        from fresh f join private.earlier_people() e on e.inbox = f.inbox
      on conflict (source_table, source_id) do nothing
    returning id)
  select count(*) into n from queued;
  return n;
end
$$;

revoke all on function public.privacy_held(uuid), public.notice_send_status(), public.notice_send_earlier(text),
  private.earlier_people() from public, anon, authenticated;
grant execute on function public.privacy_held(uuid), public.notice_send_status(), public.notice_send_earlier(text)
  to service_role;

-- A person who withdraws or is erased leaves the list of whom the notice went to as well (their inbox is personal
-- data, and nobody who withdrew is sent it again: earlier_people() leaves them out).
create or replace function private.forget_notice_send() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.notice_sends where new.inbox is not null and inbox = new.inbox;
  return new;
end
$$;
drop trigger if exists withdrawals_forget_notice_send on private.withdrawals;
create trigger withdrawals_forget_notice_send after insert on private.withdrawals
  for each row execute function private.forget_notice_send();
revoke all on function private.forget_notice_send() from public, anon, authenticated;
