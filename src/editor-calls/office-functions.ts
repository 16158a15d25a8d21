/**
 * The database's functions the office's server may call (service role hosted; the owner on the local folder):
 * the enquiries' progress and notifications (0004, 0009, 0013), the rights desk and the log of who read what (0008,
 * 0010, 0013, 0015). The local backend calls no other function for the office, through its share or when it opens the folder;
 * their arguments and answers are typed in src/editor-calls/enquiry-store.ts.
 */
export const OFFICE_FUNCTIONS = [
  'notify_retry',
  'enquiry_set_status',
  'enquiry_take',
  'privacy_requests_list',
  'privacy_confirm_by_office',
  'privacy_request_handle',
  'privacy_held',
  'office_read_log',
  'office_reads_list',
  'notice_version_text',
  'notice_send_status',
  'notice_send_earlier',
] as const

export type OfficeFunctionName = (typeof OFFICE_FUNCTIONS)[number]

export const isOfficeFunction = (name: unknown): name is OfficeFunctionName =>
  typeof name === 'string' && (OFFICE_FUNCTIONS as readonly string[]).includes(name)
