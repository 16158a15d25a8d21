-- 0015_rights_since.sql: the rights desk tells the whole story. For the office's server only (service_role), on
-- hosted Supabase and the local PGlite backend alike.
--
-- 1. public.privacy_held(request_id), as 0010_rights_desk.sql's, and besides: `erasures` (each erasure the person
--    asked for and when, with how many records it sealed), `since` (what the person has done since this request
--    arrived: erased, withdrew), and `withdrawals` holding withdrawals only: an erasure also stops contact (it
--    writes a row in private.withdrawals), but it is not a second withdrawal.
-- 2. public.privacy_requests_list(max_rows), as 0011_one_mailbox.sql's, with `since`: for each open request
--    (confirmed, or waiting for its call back), the withdrawals and erasures the same person (the same inbox or
--    phone keys as a request's own matching) has had carried out since it arrived, for the rights desk to show.

-- 1. What we hold ------------------------------------------------------------------------------------------------
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
    'notifications', coalesce((select jsonb_agg(jsonb_build_object('created_at', o.created_at, 'status', o.status,
        'delivered', o.delivered) order by o.created_at)
        from private.notification_outbox o
       where o.source_table <> 'privacy_requests'
         and ((v_inbox is not null and private.inbox_key(o.payload ->> 'email') = v_inbox)
           or (v_ph is not null and private.phone_key(o.payload ->> 'phone') = v_ph))), '[]'),
    -- Withdrawals only: the row an erasure also writes (it stops contact too) is the erasure's, listed below.
    'withdrawals', coalesce((select jsonb_agg(jsonb_build_object('at', w.at) order by w.at)
        from private.withdrawals w
        left join private.privacy_requests q on q.id = w.request_id
       where ((v_inbox is not null and w.inbox = v_inbox) or (v_ph is not null and w.phone = v_ph))
         and coalesce(q.kind, 'withdraw') <> 'erase'), '[]'),
    'erasures', coalesce((select jsonb_agg(jsonb_build_object('at', coalesce(q.handled_at, q.confirmed_at),
        'records', (select count(*) from private.sealed_records s where s.request_id = q.id)) order by q.handled_at)
        from private.privacy_requests q
       where q.kind = 'erase' and q.state = 'done'
         and ((v_inbox is not null and private.inbox_key(q.email) = v_inbox) or (v_ph is not null and private.phone_key(q.phone) = v_ph))), '[]'),
    'since', coalesce((select jsonb_agg(jsonb_build_object('kind', q.kind, 'at', coalesce(q.handled_at, q.confirmed_at))
        order by coalesce(q.handled_at, q.confirmed_at))
        from private.privacy_requests q
       where q.id <> r.id and q.kind in ('withdraw', 'erase') and q.state = 'done'
         and coalesce(q.handled_at, q.confirmed_at) >= r.created_at
         and ((v_inbox is not null and private.inbox_key(q.email) = v_inbox) or (v_ph is not null and private.phone_key(q.phone) = v_ph))), '[]')
  );
end
$$;

-- 2. The rights desk's list, with what each open request's person has done since it arrived -----------------------
-- One more column, `since`, so the desk reads it in the same call (on the office computer each call opens the data
-- folder): a changed return type cannot be replaced in place, so the function is dropped and made again, with its
-- grants, in one transaction.
drop function if exists public.privacy_requests_list(integer);
create function public.privacy_requests_list(max_rows integer default 500)
  returns table (id uuid, kind text, email text, phone text, details text, state text, created_at timestamptz,
    confirmed_at timestamptz, due_at timestamptz, overdue boolean, handled_by text, handled_at timestamptz, note text,
    since jsonb)
  language sql stable security definer set search_path = ''
as $$
  select r.id, r.kind, r.email, r.phone, r.details, r.state, r.created_at, r.confirmed_at, r.due_at,
         r.state in ('confirmed', 'to-call') and r.due_at < now(), r.handled_by, r.handled_at, r.note,
         case when r.state in ('confirmed', 'to-call') then
           (select jsonb_agg(jsonb_build_object('kind', q.kind, 'at', coalesce(q.handled_at, q.confirmed_at))
                     order by coalesce(q.handled_at, q.confirmed_at))
              from private.privacy_requests q
             where q.id <> r.id and q.kind in ('withdraw', 'erase') and q.state = 'done'
               and coalesce(q.handled_at, q.confirmed_at) >= r.created_at
               and ((private.inbox_key(r.email) is not null and private.inbox_key(q.email) = private.inbox_key(r.email))
                 or (private.phone_key(r.phone) is not null and private.phone_key(q.phone) = private.phone_key(r.phone))))
         end
    from private.privacy_requests r
   order by (r.state in ('confirmed', 'to-call') and r.due_at < now()) desc, coalesce(r.due_at, r.created_at)
   limit max_rows
$$;

revoke all on function public.privacy_held(uuid), public.privacy_requests_list(integer) from public, anon, authenticated;
grant execute on function public.privacy_held(uuid), public.privacy_requests_list(integer) to service_role;
