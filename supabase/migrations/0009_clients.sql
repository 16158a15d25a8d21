-- "Became a client": an enquiry the office won, with the fee it brought in rupees (optional) and
-- the moment it first became a client, which the search-ad platform's offline conversions are dated by
-- (the Sources screen's conversion CSV). Written, as the other statuses, through enquiry_set_status.

alter table private.enquiry_progress
  add column if not exists fee integer,
  add column if not exists client_at timestamptz;
alter table private.enquiry_progress drop constraint if exists enquiry_progress_status_check;
alter table private.enquiry_progress
  add constraint enquiry_progress_status_check check (status in ('new', 'called', 'done', 'client'));
alter table private.enquiry_progress drop constraint if exists enquiry_progress_fee_check;
-- Rupees, whole: at most ₹10 crore, and only on a client.
alter table private.enquiry_progress
  add constraint enquiry_progress_fee_check check (fee is null or (fee between 0 and 100000000 and status = 'client'));

drop function if exists public.enquiry_set_status(uuid, text, text, text);
create or replace function public.enquiry_set_status(lead uuid, new_status text, new_note text, changed_by text, new_fee integer default null)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into private.enquiry_progress (lead_id, status, note, changed_by, changed_at, fee, client_at)
    values (lead, new_status, coalesce(new_note, ''), changed_by, now(), new_fee, case when new_status = 'client' then now() end)
  on conflict (lead_id) do update
    set status = excluded.status, note = excluded.note, changed_by = excluded.changed_by, changed_at = now(),
      fee = excluded.fee,
      -- The first time it became a client stays its date, whatever is changed after (a note, the fee).
      client_at = case when excluded.status = 'client' then coalesce(enquiry_progress.client_at, now()) end
$$;

drop function if exists public.enquiry_progress_list(integer);
create or replace function public.enquiry_progress_list(max_rows integer default 2000)
  returns table (lead_id uuid, status text, note text, changed_by text, changed_at timestamptz, fee integer, client_at timestamptz)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select lead_id, status, note, changed_by, changed_at, fee, client_at from private.enquiry_progress order by changed_at desc limit max_rows
$$;

revoke all on function public.enquiry_set_status(uuid, text, text, text, integer), public.enquiry_progress_list(integer)
  from public, anon, authenticated;
grant execute on function public.enquiry_set_status(uuid, text, text, text, integer), public.enquiry_progress_list(integer)
  to service_role;
