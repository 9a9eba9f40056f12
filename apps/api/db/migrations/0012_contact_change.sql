-- One-time codes for a signed-in member's new e-mail or phone (docs/product/accounts-and-sign-in.md#changing-e-mail-or-phone):
-- the code goes to the new address and is bound to the member (identifier = the member's id).
alter table otp_challenges drop constraint otp_challenges_purpose_check;
alter table otp_challenges
  add constraint otp_challenges_purpose_check check (purpose in ('register', 'reset', 'contact'));
