-- A privacy request sent from the Hindi choices page (/hi/privacy/choices) records its language, as enquiries do
-- (0014_language.sql): the confirmation e-mail is then written in Hindi, with its link to the Hindi page, and the
-- office's note for a request by phone says to call back in Hindi (src/notifications/message.ts). The website sends
-- it with the request (src/backend/privacy.ts); anything but 'en' or 'hi' is refused, and a request sent without it
-- (an older page still open in a tab) is English.
--
-- privacy_request() gains a fourth argument. PostgREST picks a function by its arguments' names, and two versions
-- would both accept a call with three, so the three-argument version is dropped and the new one granted as it was.
-- The body is 0011_one_mailbox.sql's, with the language stored and put in the outbox's payload.

alter table private.privacy_requests
  add column if not exists language text not null default 'en';
alter table private.privacy_requests
  drop constraint if exists privacy_requests_language_check;
alter table private.privacy_requests
  add constraint privacy_requests_language_check check (language in ('en', 'hi'));

drop function if exists public.privacy_request(text, text, text);

create or replace function public.privacy_request(kind text, contact text, details text default null, language text default 'en')
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  -- PRIVACY_REQUEST_WINDOW and PRIVACY_REQUESTS_PER_CONTACT in src/backend/privacy.ts
  win constant interval := interval '10 minutes';
  per_contact constant int := 3;
  c text := btrim(coalesce(contact, ''));
  is_email boolean := position('@' in btrim(coalesce(contact, ''))) > 0;
  lang text := coalesce(privacy_request.language, 'en');
  key text;
  n bigint;
  token text;
  rid uuid;
  stored text;
begin
  if kind is null or kind not in ('withdraw', 'access', 'correct', 'erase', 'grievance') then
    raise exception 'Choose what you would like us to do.' using errcode = '22023';
  end if;
  if lang not in ('en', 'hi') then
    raise exception 'The language must be en or hi.' using errcode = '22023';
  end if;
  if is_email and not private.mailbox_ok(c) then
    raise exception 'Enter one plain e-mail address, like name@example.com: no name, angle brackets, comma, quotes, spaces or dot at the end.'
      using errcode = '22023';
  end if;
  if not is_email and c !~ '^(?=.{0,20}$)[ +\(\)\-]*(?:[0-9][ +\(\)\-]*){10,15}$' then
    raise exception 'Enter the e-mail address or the phone number you gave us.' using errcode = '22023';
  end if;
  if char_length(details) > 2000 or details ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]' then
    raise exception 'Please keep the details under 2000 characters, as plain text.' using errcode = '22023';
  end if;
  -- One contact in every spelling: an inbox (any case, no +tag, Gmail's dots) or a phone number's last 10 digits.
  key := case when is_email then 'inbox:' || private.inbox_key(c) else 'phone:' || private.phone_key(c) end;
  perform pg_advisory_xact_lock(hashtextextended('privacy:' || key, 0));
  select count(*) into n from private.privacy_requests r
   where r.created_at > now() - win
     and (case when r.email is not null then 'inbox:' || private.inbox_key(r.email) else 'phone:' || private.phone_key(r.phone) end) = key;
  if n >= per_contact then
    raise exception 'Too many requests for this contact in a short time.'
      using errcode = 'PT429', hint = 'Wait a few minutes and try again, or call us.';
  end if;
  if is_email then
    token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    insert into private.privacy_requests (kind, email, details, token_hash, language)
      values (kind, c, nullif(btrim(details), ''), encode(sha256(convert_to(token, 'UTF8')), 'hex'), lang)
      returning id, email into rid, stored;
    -- To the person, in the language they asked in: the link, to the address as stored. The token is in the
    -- outbox only until the mail is sent.
    insert into private.notification_outbox (source_table, source_id, payload)
      values ('privacy_requests', rid, jsonb_build_object('request', kind, 'to', stored, 'token', token, 'language', lang));
  else
    -- Due the published period after it arrived: the call back is the office's to make in time.
    insert into private.privacy_requests (kind, phone, details, state, due_at, language)
      values (kind, c, nullif(btrim(details), ''), 'to-call', now() + private.response_period(), lang)
      returning id into rid;
    -- To the office: call this number to confirm, in the language the request was made in.
    insert into private.notification_outbox (source_table, source_id, payload)
      values ('privacy_requests', rid,
        jsonb_build_object('request', kind, 'phone', c, 'details', nullif(btrim(details), ''), 'language', lang));
  end if;
end
$$;

revoke all on function public.privacy_request(text, text, text, text) from public;
grant execute on function public.privacy_request(text, text, text, text) to anon, service_role;
